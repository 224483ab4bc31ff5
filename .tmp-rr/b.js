export {createBrowserRouter, RouterProvider, Link, useParams, useNavigate, useLocation, useSearchParams, Outlet, Navigate, NavLink} from 'react-router';
