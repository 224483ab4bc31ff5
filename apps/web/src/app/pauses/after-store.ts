// A pause in the evaluation of the app's chunk (see ../start.tsx): the modules before this
// one (React, the router's library, i18next, Redux and the store) have run; the rest run in a
// later task.
import { nextTask } from '../next-task';

await nextTask();
