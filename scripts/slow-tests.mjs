// The ten slowest tests of the last `npm test`, from the timings each suite writes (Vitest's and Playwright's JSON
// reporters, under each package's test-results/). Turborepo restores those files with a cached result, so the
// report covers every package even when nothing ran again. Prints; never fails the run.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const COUNT = 10;

async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest: one entry per test, with its file. */
function vitestTests(report, where) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      where: `${where}/${relative(join(root, where), file.name)}`,
      name: test.fullName,
      ms: test.duration ?? 0,
    })),
  );
}

/** Playwright: suites nest; each test's runs (retries) add up. */
function playwrightTests(report, where) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        found.push({ where: `${where}/tests/${spec.file ?? file}:${spec.line}`, name: spec.title, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return found;
}

const tests = [];
for (const group of ['apps', 'packages']) {
  for (const name of await readdir(join(root, group))) {
    const report = await readJson(join(root, group, name, 'test-results', 'vitest.json'));
    if (report) tests.push(...vitestTests(report, `${group}/${name}`));
  }
}
const journeys = await readJson(join(root, 'e2e', 'test-results', 'playwright.json'));
if (journeys) tests.push(...playwrightTests(journeys, 'e2e'));

tests.sort((a, b) => b.ms - a.ms);
const total = tests.reduce((sum, test) => sum + test.ms, 0);
console.log(`\nThe ${COUNT} slowest of ${tests.length} tests (${(total / 1000).toFixed(0)} s in all):`);
for (const test of tests.slice(0, COUNT)) {
  console.log(`${(test.ms / 1000).toFixed(1).padStart(7)} s  ${test.where} › ${test.name}`);
}
