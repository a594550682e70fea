// A resolving process that takes nothing up, for tests/server/resolver.test.ts: it receives the
// relay's jobs and never says it started one (a process wedged before its engine is ready).
process.on('message', () => {});
