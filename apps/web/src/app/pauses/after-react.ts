// A pause in the evaluation of the app's chunk (see ../start.tsx): React, React DOM and the
// router's library have run; i18next, Redux and the store run in a later task.
import { nextTask } from '../next-task';

await nextTask();
