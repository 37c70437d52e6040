/**
 * Imported by each child server: answers "cpu" with the process's CPU time so far. CPU time per
 * request stays comparable when other jobs share the machine, where req/s does not.
 */
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send({ cpuMicros: user + system });
  }
});
