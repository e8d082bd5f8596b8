// The shell's entry. The singletons it shares are eager (webpack.common.js): they are in the
// entry's own files, so no asynchronous boundary is needed before the app code runs.
import './bootstrap';
