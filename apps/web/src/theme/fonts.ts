// Self-hosted fonts only: the app makes no request outside its own origin. Only the scripts
// the three languages are written in (Latin for Afaan Oromoo and English, Ethiopic for
// Amharic): each face is a line of the stylesheet every page waits for, and Roboto alone has
// nine subsets a weight. Other scripts fall back to the system's fonts. Latin Extended before
// Latin, as Fontsource's own files order them.
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/noto-sans-ethiopic/400.css';
import '@fontsource/noto-sans-ethiopic/500.css';
import '@fontsource/noto-sans-ethiopic/700.css';
