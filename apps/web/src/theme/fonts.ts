// Self-hosted fonts only: the app makes no request outside its own origin. Roboto as one
// variable face (every weight in one file: 43 kB for Latin, where the regular, medium and bold
// faces were 66 kB in three files); each script's file is fetched only when text needs it
// (unicode-range), so Afaan Oromoo and English pages load the Latin file alone. Noto Sans
// Ethiopic for Amharic. Other scripts fall back to the system's fonts.
import '@fontsource-variable/roboto/wght.css';
import '@fontsource/noto-sans-ethiopic/400.css';
import '@fontsource/noto-sans-ethiopic/500.css';
import '@fontsource/noto-sans-ethiopic/700.css';
