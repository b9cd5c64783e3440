// Stands in for @actions/exec where @actions/core's platform module imports it (to ask the OS its
// name in `core.platform.getDetails()`, which blamegate never calls). The real module brings
// child_process, @actions/io and a process runner into every action run's start (issue 17).
export async function getExecOutput(): Promise<never> {
  throw new Error("blamegate's bundle does not run @actions/core's platform commands");
}
