import { LOCALES, type Locale } from '@caffee/contract';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The languages' menu under the header's language button (LanguageMenuButton loads it). */
export default function LanguageMenu(props: {
  id: string;
  anchor: HTMLElement | null;
  locale: Locale;
  nameOf: (locale: Locale) => string;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={props.id}
      anchorEl={props.anchor}
      open={Boolean(props.anchor)}
      onClose={props.onClose}
    >
      {LOCALES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === props.locale}
          data-testid={`language-${option}`}
          onClick={() => props.onChoose(option)}
        >
          {props.nameOf(option)}
        </MenuItem>
      ))}
    </Menu>
  );
}
