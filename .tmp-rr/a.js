export {BrowserRouter, Routes, Route, Link, useParams, useNavigate, useLocation, useSearchParams, Outlet, Navigate, NavLink} from 'react-router';
