import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

/**
 * The show/hide button at the end of a password field, labelled with what it does and pressed
 * while the password shows (the app's PasswordField and the sign-in page's field).
 */
export function PasswordToggle(props: {
  visible: boolean;
  onToggle: () => void;
  /** The translated "Show password" and "Hide password". */
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={props.visible ? props.hideLabel : props.showLabel}
        aria-pressed={props.visible}
        onClick={props.onToggle}
      >
        {props.visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
