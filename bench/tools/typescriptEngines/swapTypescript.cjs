/**
 * Preload of jsEngine.ts: the sample pipeline's TypeScript (`typescript-6`)
 * is the package named by TYPESCRIPT_PACKAGE (`typescript` for 5.9),
 * with TYPESCRIPT_OPTIONS (JSON, e.g. `{"stableTypeOrdering":true}`) added
 * to the compiler options the sample pipeline builds. The package's exports
 * are getters that cannot be replaced: the pipeline gets a copy of them.
 */
const Module = require('node:module');

const name = process.env.TYPESCRIPT_PACKAGE || 'typescript';
const extra = process.env.TYPESCRIPT_OPTIONS ? JSON.parse(process.env.TYPESCRIPT_OPTIONS) : {};
const real = require(name);
const ts = { ...real };
ts.convertCompilerOptionsFromJson = (json, ...rest) => real.convertCompilerOptionsFromJson({ ...json, ...extra }, ...rest);

// TYPESCRIPT_NO_CHECK=1: the programs report no semantic diagnostics, so
// quick info alone does the checking it needs (what quick info costs
// without a diagnostics pass before it).
if (process.env.TYPESCRIPT_NO_CHECK) {
  ts.createLanguageService = (...args) => {
    const service = real.createLanguageService(...args);
    const getProgram = service.getProgram;
    service.getProgram = () => {
      const program = getProgram.call(service);
      if (program) program.getSemanticDiagnostics = () => [];
      return program;
    };
    return service;
  };
}

const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'typescript' || request === 'typescript-6' ? ts : load.call(this, request, ...rest);
};
