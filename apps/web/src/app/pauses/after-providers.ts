// A pause in the evaluation of the app's chunk (see ../start.tsx): MUI, Emotion, React Query
// and the providers have run; the layouts, the registry and the router run in a later task.
import { nextTask } from '../next-task';

await nextTask();
