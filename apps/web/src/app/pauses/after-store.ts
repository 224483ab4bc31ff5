// A pause in the evaluation of the app's chunk (see ../start.tsx): i18next, Redux and the
// store have run; MUI, Emotion, React Query and the providers run in a later task.
import { nextTask } from '../next-task';

await nextTask();
