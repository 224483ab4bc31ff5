// Self-hosted fonts only: the app makes no request outside its own origin. Roboto as one
// variable face (every weight in one file, where the regular, medium and bold faces were 66 kB
// in three); each script's file is fetched only when text needs it (unicode-range), so Afaan
// Oromoo and English pages load one file, the basic Latin one the build cuts (20 kB,
// apps/web/build/font-subsets.ts). Noto Sans Ethiopic for Amharic. Other scripts fall back to
// the system's fonts.
import '@fontsource-variable/roboto/wght.css';
import '@fontsource/noto-sans-ethiopic/400.css';
import '@fontsource/noto-sans-ethiopic/500.css';
import '@fontsource/noto-sans-ethiopic/700.css';
