// The command line as a library: `run` takes the arguments, environment and streams a process would, and resolves
// to the exit code, so another Node tool can run a command without spawning one.
export { DEFAULTS, EXIT, run } from './run';
export type { Output, RunContext } from './run';
