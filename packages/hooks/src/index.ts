// The React layer (provider, query hooks, mutations, sign-in session) lands with issue 4; until then the
// package root re-exports the pure rules.
export * from './domain/index';
