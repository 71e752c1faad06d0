// The whole command line as a function of its inputs: arguments, environment, output streams and fetch. The
// entry (cli.ts) passes the process's; tests pass their own and read what was written, without spawning.
import { writeFile as fsWriteFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  type AccessTokenGetter,
  clientCredentialsTokenGetter,
  type ConsoleClient,
  createConsoleClient,
  isApiError,
  TokenRequestError,
} from '@pod-console/sdk';
import { csvLine, LICENSE_CSV_COLUMNS } from './csv';
import { listenForEvents } from './listen';
import {
  filterLicenses,
  licenseCsvRow,
  type LicenseFilters,
  type LicenseStatus,
  toLicenseView,
  type LicenseView,
} from './licenses';

/** Exit codes scripts can branch on; the README lists them. */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 3,
  notFound: 4,
  refused: 5,
} as const;

export const DEFAULTS = {
  apiUrl: 'http://127.0.0.1:4000/admin-console/v1',
  tokenUrl: 'http://127.0.0.1:4001/oauth/token',
  audience: 'https://api.pod-console.local/admin-console/v1',
} as const;

/** The part of a writable stream the CLI uses; `isTTY` decides whether a progress bar is drawn. */
export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface RunContext {
  env: Readonly<Record<string, string | undefined>>;
  stdout: Output;
  stderr: Output;
  fetch?: typeof globalThis.fetch;
  /** The clock that decides which licences have expired. Default: the system clock. */
  now?: () => Date;
  /** Writes `--out` files. Default: `fs.promises.writeFile`. */
  writeFile?: (path: string, data: string) => Promise<void>;
  /** Ends a command that runs until stopped (`events listen`): the executable aborts it on Ctrl-C. */
  signal?: AbortSignal;
}

/** A mistake in the command line itself: exit 2, whatever else is wrong. */
class UsageError extends Error {}

/** Missing or unusable configuration (credentials, URLs): exit 3, before any request is sent. */
class ConfigError extends Error {}

type Values = Record<string, string | boolean | undefined>;

interface Command {
  group: string;
  action: string;
  usage: string;
  summary: string;
  /** Options beyond `--json` and `--help`. */
  options: NonNullable<ParseArgsConfig['options']>;
  optionHelp: string[];
  needsOrg: boolean;
  handle(values: Values, io: CommandIo): Promise<void>;
}

interface CommandIo {
  ctx: RunContext;
  client: () => ConsoleClient;
  json: boolean;
  now: Date;
}

const ORG_OPTION = { org: { type: 'string' } } as const;
const ORG_HELP = '  --org <id>          the organization (default: the only one the caller belongs to)';
const FILTER_OPTIONS = {
  status: { type: 'string' },
  claimed: { type: 'boolean' },
  unclaimed: { type: 'boolean' },
  search: { type: 'string' },
} as const;
const FILTER_HELP = [
  '  --status <status>   active or expired',
  '  --claimed           only licences claimed on a device',
  '  --unclaimed         only licences not yet claimed',
  '  --search <text>     identifier contains this text (any case)',
];

const COMMANDS: Command[] = [
  {
    group: 'organization',
    action: 'list',
    usage: 'pod-console organization list [--json]',
    summary: "the caller's organizations and their ids",
    options: {},
    optionHelp: [],
    needsOrg: false,
    async handle(_values, io) {
      const organizations = await io.client().organizations.list();
      if (io.json) return writeJson(io.ctx, organizations);
      io.ctx.stdout.write(table([['ID', 'NAME'], ...organizations.map((o) => [o.id, o.name])]));
    },
  },
  {
    group: 'organization',
    action: 'show',
    usage: 'pod-console organization show --org <id> [--json]',
    summary: 'name, licences in the plan and assigned, members',
    options: ORG_OPTION,
    optionHelp: [ORG_HELP],
    needsOrg: true,
    async handle(values, io) {
      const organization = await io.client().organizations.get(values.org as string);
      const summary = {
        id: organization.id,
        name: organization.name,
        licenseCounts: organization.licenseCounts,
        assignedLicenseCount: organization.licenses.length,
        trialLicenseCount: organization.licenses.filter((license) => license.trial).length,
        memberCount: organization.users.length,
        pendingInvitationCount: organization.pendingInvitations.length,
      };
      if (io.json) return writeJson(io.ctx, summary);
      io.ctx.stdout.write(
        `${summary.name} (${summary.id})\n` +
          table([
            ['Licences in plan', String(summary.licenseCounts.POD_ADMIN)],
            ['Licences assigned', `${summary.assignedLicenseCount} (${summary.trialLicenseCount} trial)`],
            ['Members', String(summary.memberCount)],
            ['Pending invitations', String(summary.pendingInvitationCount)],
          ]),
      );
    },
  },
  {
    group: 'members',
    action: 'list',
    usage: 'pod-console members list --org <id> [--json]',
    summary: "the organization's members and their roles",
    options: ORG_OPTION,
    optionHelp: [ORG_HELP],
    needsOrg: true,
    async handle(values, io) {
      const { users } = await io.client().organizations.get(values.org as string);
      if (io.json) return writeJson(io.ctx, users);
      io.ctx.stdout.write(
        table([
          ['ID', 'NAME', 'EMAIL', 'ROLE'],
          ...users.map((user) => [
            user.id,
            [user.firstName, user.lastName].filter(Boolean).join(' '),
            user.email,
            user.role,
          ]),
        ]),
      );
    },
  },
  {
    group: 'licenses',
    action: 'list',
    usage: 'pod-console licenses list --org <id> [filters] [--json]',
    summary: 'the Pod Creator licences not revoked, filtered locally',
    options: { ...ORG_OPTION, ...FILTER_OPTIONS },
    optionHelp: [ORG_HELP, ...FILTER_HELP],
    needsOrg: true,
    async handle(values, io) {
      const licenses = await listLicenses(values, io);
      if (io.json) return writeJson(io.ctx, licenses);
      if (licenses.length === 0) {
        io.ctx.stdout.write('No licences.\n');
        return;
      }
      io.ctx.stdout.write(
        table([
          ['ID', 'IDENTIFIER', 'STATUS', 'CLAIMED', 'DEVICE', 'EXPIRES'],
          ...licenses.map((license) => [
            license.id,
            license.identifier ?? '',
            license.status,
            license.claimed ? 'yes' : 'no',
            license.deviceName ?? '',
            license.expiresAt ?? 'never',
          ]),
        ]),
      );
    },
  },
  {
    group: 'licenses',
    action: 'export',
    usage: 'pod-console licenses export --org <id> --csv [--out <file>] [filters] [--json]',
    summary: 'the licences as CSV, to stdout or a file',
    options: { ...ORG_OPTION, ...FILTER_OPTIONS, csv: { type: 'boolean' }, out: { type: 'string' } },
    optionHelp: [
      ORG_HELP,
      '  --csv               CSV (RFC 4180, CRLF, a header line); the only format, and required',
      '  --out <file>        write the file instead of stdout; --json then prints { file, rows }',
      ...FILTER_HELP,
    ],
    needsOrg: true,
    async handle(values, io) {
      // Required although it is the only format, so a later format can be added without changing what the
      // existing command lines mean.
      if (!values.csv) throw new UsageError('licenses export needs --csv');
      const out = values.out as string | undefined;
      if (out === '') throw new UsageError('--out needs a file name');
      // Without --out the CSV is stdout's one document; a JSON one as well would make neither parseable.
      if (io.json && out === undefined) throw new UsageError('licenses export --json needs --out <file>');
      const licenses = await listLicenses(values, io);
      const csv = licensesCsv(licenses, io.ctx.stderr);
      if (out === undefined) {
        io.ctx.stdout.write(csv);
        return;
      }
      await (io.ctx.writeFile ?? ((path, data) => fsWriteFile(path, data, 'utf8')))(out, csv);
      if (io.json) return writeJson(io.ctx, { file: out, rows: licenses.length });
      io.ctx.stdout.write(
        `Wrote ${licenses.length} ${licenses.length === 1 ? 'licence' : 'licences'} to ${out}\n`,
      );
    },
  },
  {
    group: 'licenses',
    action: 'assign',
    usage: 'pod-console licenses assign --org <id> --identifier <text> [--json]',
    summary: 'creates a licence for a device or person; prints its id',
    options: { ...ORG_OPTION, identifier: { type: 'string' } },
    optionHelp: [ORG_HELP, '  --identifier <text>  who or what the licence is for, e.g. "Studio iPad"'],
    needsOrg: true,
    async handle(values, io) {
      const identifier = ((values.identifier as string | undefined) ?? '').trim();
      if (identifier === '') throw new UsageError('licenses assign needs --identifier <text>');
      const { licenseId } = await io.client().licenses.assign({
        organizationId: values.org as string,
        identifier,
      });
      if (io.json) return writeJson(io.ctx, { licenseId });
      // The id alone, so `id=$(pod-console licenses assign …)` works.
      io.ctx.stdout.write(`${licenseId}\n`);
    },
  },
  {
    group: 'licenses',
    action: 'revoke',
    usage: 'pod-console licenses revoke --org <id> --license <id> [--json]',
    summary: 'revokes a licence; its device stops working',
    options: { ...ORG_OPTION, license: { type: 'string' } },
    optionHelp: [ORG_HELP, '  --license <id>      the licence to revoke'],
    needsOrg: true,
    async handle(values, io) {
      const licenseId = ((values.license as string | undefined) ?? '').trim();
      if (licenseId === '') throw new UsageError('licenses revoke needs --license <id>');
      await io.client().licenses.revoke({ organizationId: values.org as string, licenseId });
      if (io.json) return writeJson(io.ctx, { licenseId, revoked: true });
      io.ctx.stdout.write(`Revoked licence ${licenseId}\n`);
    },
  },
  {
    group: 'events',
    action: 'listen',
    usage: 'pod-console events listen --org <id> --forward-to <url> [--port <n>]',
    summary: "forwards the organization's webhook events to a program on this machine until Ctrl-C",
    options: { ...ORG_OPTION, 'forward-to': { type: 'string' }, port: { type: 'string' } },
    optionHelp: [
      ORG_HELP,
      '  --forward-to <url>  where each event is posted, with its webhook-* headers (e.g. http://localhost:3000/hooks)',
      '  --port <n>          the port the CLI receives on, on 127.0.0.1 (default: a free one)',
    ],
    needsOrg: true,
    async handle(values, io) {
      const forwardTo = ((values['forward-to'] as string | undefined) ?? '').trim();
      if (!URL.canParse(forwardTo)) throw new UsageError('events listen needs --forward-to <url>');
      const port = values.port === undefined ? 0 : Number(values.port);
      if (!Number.isInteger(port) || port < 0 || port > 65_535)
        throw new UsageError('--port needs a port number');
      const forwarded = await listenForEvents({
        client: io.client(),
        organizationId: values.org as string,
        forwardTo,
        port,
        fetch: io.ctx.fetch ?? globalThis.fetch,
        signal: io.ctx.signal ?? new AbortController().signal,
        log: (line) => io.ctx.stderr.write(`${line}\n`),
      });
      if (io.json) return writeJson(io.ctx, { forwarded });
      io.ctx.stdout.write(`Forwarded ${forwarded} ${forwarded === 1 ? 'event' : 'events'}\n`);
    },
  },
];

const COMMON_HELP = [
  '  --json              machine output: one JSON document on stdout',
  '  --help, -h          this help',
];

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => `${c.group} ${c.action}`.length));
  return [
    'pod-console: the Pod Console admin API from a shell.',
    '',
    'Usage: pod-console <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${`${c.group} ${c.action}`.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --json (one JSON document on stdout) and --help.',
    '',
    'Environment:',
    `  POD_CONSOLE_API_URL        the API (default ${DEFAULTS.apiUrl})`,
    '  POD_CONSOLE_ACCESS_TOKEN   a ready access token; else the two below get one',
    '  POD_CONSOLE_CLIENT_ID      client credentials grant: the client id',
    '  POD_CONSOLE_CLIENT_SECRET  client credentials grant: the client secret',
    `  POD_CONSOLE_TOKEN_URL      the token endpoint (default ${DEFAULTS.tokenUrl})`,
    `  POD_CONSOLE_AUDIENCE       the API audience (default ${DEFAULTS.audience})`,
    '',
    'Exit codes: 0 ok, 1 other failure (network, server error), 2 usage, 3 authentication or configuration,',
    '4 not found or forbidden, 5 refused by the API (conflict, invalid, rate limited).',
    '',
  ].join('\n');
}

function commandHelp(command: Command): string {
  return [
    `Usage: ${command.usage}`,
    '',
    `${command.group} ${command.action}: ${command.summary}.`,
    '',
    'Options:',
    ...command.optionHelp,
    ...COMMON_HELP,
    '',
  ].join('\n');
}

function groupHelp(group: string): string {
  return [
    `Usage: pod-console ${group} <action> [options]`,
    '',
    ...COMMANDS.filter((c) => c.group === group).map((c) => `  ${c.usage}`),
    '',
  ].join('\n');
}

const isHelpFlag = (arg: string) => arg === '--help' || arg === '-h';

/** Runs one command line and resolves to its exit code; never throws, never exits the process. */
export async function run(argv: readonly string[], ctx: RunContext): Promise<number> {
  let tokenFailure: unknown;
  try {
    const [group, action, ...rest] = argv;
    if (group === undefined) {
      ctx.stderr.write(mainHelp());
      return EXIT.usage;
    }
    if (isHelpFlag(group) || group === 'help') {
      ctx.stdout.write(mainHelp());
      return EXIT.ok;
    }
    const inGroup = COMMANDS.filter((c) => c.group === group);
    if (inGroup.length === 0) throw new UsageError(`unknown command "${group}" (see pod-console --help)`);
    if (action === undefined || isHelpFlag(action)) {
      (action === undefined ? ctx.stderr : ctx.stdout).write(groupHelp(group));
      return action === undefined ? EXIT.usage : EXIT.ok;
    }
    const command = inGroup.find((c) => c.action === action);
    if (!command)
      throw new UsageError(`unknown command "${group} ${action}" (see pod-console ${group} --help)`);
    // Help wins over every other mistake on the line: asking how to fix it must work.
    if (rest.some(isHelpFlag)) {
      ctx.stdout.write(commandHelp(command));
      return EXIT.ok;
    }

    const values = parseOptions(command, rest);
    if (typeof values.org === 'string') {
      values.org = values.org.trim();
      if (values.org === '') throw new UsageError(`${group} ${action} needs --org <id>`);
    }

    let client: ConsoleClient | undefined;
    const io: CommandIo = {
      ctx,
      json: values.json === true,
      now: ctx.now?.() ?? new Date(),
      // Made on first use, so a usage mistake found by the command is reported as one even without credentials.
      client: () =>
        (client ??= createClient(ctx, (error) => {
          tokenFailure = error;
        })),
    };
    if (command.needsOrg && values.org === undefined) values.org = await onlyOrganization(command, io);
    await command.handle(values, io);
    return EXIT.ok;
  } catch (error) {
    const { code, message } = describeFailure(error, tokenFailure);
    ctx.stderr.write(`pod-console: ${oneLine(message)}\n`);
    return code;
  }
}

/**
 * The organization a command acts on when `--org` is left out: the caller's only one. A service account belongs to
 * exactly one, so its scripts need no id; a person with several is asked to choose.
 */
async function onlyOrganization(command: Command, io: CommandIo): Promise<string> {
  const organizations = await io.client().organizations.list();
  if (organizations.length === 1) return organizations[0]!.id;
  const which =
    organizations.length === 0
      ? 'the caller belongs to no organization'
      : `the caller belongs to ${organizations.length} organizations (see pod-console organization list)`;
  throw new UsageError(`${command.group} ${command.action} needs --org <id>: ${which}`);
}

function parseOptions(command: Command, args: string[]): Values {
  try {
    const { values } = parseArgs({
      args,
      options: { ...command.options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (error) {
    // Node's messages ("Unknown option '--x'. To specify a positional argument …") are right but long: the
    // first sentence is the one a user needs.
    const first = error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error);
    throw new UsageError(`${first} (see pod-console ${command.group} ${command.action} --help)`);
  }
}

function createClient(ctx: RunContext, onTokenFailure: (error: unknown) => void): ConsoleClient {
  const env = ctx.env;
  // An empty variable counts as unset: `VAR= pod-console …` is how a shell clears one.
  const apiUrl = env.POD_CONSOLE_API_URL || DEFAULTS.apiUrl;
  if (!URL.canParse(apiUrl)) throw new ConfigError('POD_CONSOLE_API_URL is not a URL');

  let getAccessToken: AccessTokenGetter;
  const ready = env.POD_CONSOLE_ACCESS_TOKEN;
  if (ready) {
    // A fixed token cannot be renewed: answering no token to the SDK's forced refresh keeps it from sending a
    // refused call a second time with the same token.
    getAccessToken = (options) => (options?.forceRefresh ? undefined : ready);
  } else {
    const clientId = env.POD_CONSOLE_CLIENT_ID;
    const clientSecret = env.POD_CONSOLE_CLIENT_SECRET;
    if (!clientId || !clientSecret) {
      throw new ConfigError(
        'no credentials: set POD_CONSOLE_CLIENT_ID and POD_CONSOLE_CLIENT_SECRET, or POD_CONSOLE_ACCESS_TOKEN',
      );
    }
    const tokenUrl = env.POD_CONSOLE_TOKEN_URL || DEFAULTS.tokenUrl;
    if (!URL.canParse(tokenUrl)) throw new ConfigError('POD_CONSOLE_TOKEN_URL is not a URL');
    getAccessToken = clientCredentialsTokenGetter({
      tokenUrl,
      clientId,
      clientSecret,
      audience: env.POD_CONSOLE_AUDIENCE || DEFAULTS.audience,
      ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    });
  }

  return createConsoleClient({
    baseUrl: apiUrl,
    getAccessToken,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    // The SDK sends the call without a token and the API answers 401; the reason is kept for that message.
    // "No token" after a refused fixed token is expected (see above) and says nothing new.
    onTokenError: (error) => {
      if (!(error instanceof Error && error.name === 'MissingAccessTokenError')) onTokenFailure(error);
    },
  });
}

async function listLicenses(values: Values, io: CommandIo): Promise<LicenseView[]> {
  const filters = licenseFilters(values);
  const organization = await io.client().organizations.get(values.org as string);
  return filterLicenses(
    organization.licenses.map((license) => toLicenseView(license, io.now)),
    filters,
  );
}

function licenseFilters(values: Values): LicenseFilters {
  const filters: LicenseFilters = {};
  if (values.status !== undefined) {
    if (values.status !== 'active' && values.status !== 'expired') {
      throw new UsageError('--status must be active or expired');
    }
    filters.status = values.status as LicenseStatus;
  }
  if (values.claimed && values.unclaimed) throw new UsageError('use --claimed or --unclaimed, not both');
  if (values.claimed) filters.claimed = true;
  if (values.unclaimed) filters.claimed = false;
  if (typeof values.search === 'string') filters.search = values.search;
  return filters;
}

/** The CSV text; while building it, a progress bar on stderr when a person is watching it. */
function licensesCsv(licenses: readonly LicenseView[], stderr: Output): string {
  const lines = [csvLine(LICENSE_CSV_COLUMNS)];
  const bar = stderr.isTTY ? progressBar(stderr, licenses.length) : undefined;
  licenses.forEach((license, index) => {
    lines.push(csvLine(licenseCsvRow(license)));
    bar?.(index + 1);
  });
  if (bar) stderr.write('\n');
  return lines.join('');
}

/** Redraws one stderr line, at most about a hundred times whatever the row count. */
function progressBar(stderr: Output, total: number): (done: number) => void {
  const width = 30;
  const step = Math.max(1, Math.floor(total / 100));
  const draw = (done: number) => {
    const filled = total === 0 ? width : Math.round((done / total) * width);
    stderr.write(`\rwriting rows [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`);
  };
  draw(0);
  return (done) => {
    if (done % step === 0 || done === total) draw(done);
  };
}

function describeFailure(error: unknown, tokenFailure: unknown): { code: number; message: string } {
  if (error instanceof UsageError) return { code: EXIT.usage, message: error.message };
  if (error instanceof ConfigError) return { code: EXIT.auth, message: error.message };
  if (error instanceof TokenRequestError) return { code: EXIT.auth, message: error.message };
  if (isApiError(error)) {
    const said = error.problem?.detail ?? error.problem?.title;
    switch (error.kind) {
      case 'http':
        break;
      case 'timeout':
        return { code: EXIT.failure, message: 'the API did not answer in time' };
      case 'network':
      case 'offline':
        return { code: EXIT.failure, message: 'could not reach the API (is POD_CONSOLE_API_URL right?)' };
      case 'aborted':
        return { code: EXIT.failure, message: 'the request was aborted' };
    }
    const message = said ?? `the API answered ${error.status}`;
    if (error.status === 401) {
      // Why the API saw no valid token is usually the token request's failure, which says more than the 401.
      if (tokenFailure instanceof Error) return { code: EXIT.auth, message: tokenFailure.message };
      return { code: EXIT.auth, message: said ?? 'the API refused the access token (401)' };
    }
    if (error.status === 403 || error.status === 404) return { code: EXIT.notFound, message };
    if (error.status === 400 || error.status === 409 || error.status === 422) {
      return { code: EXIT.refused, message };
    }
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      return {
        code: EXIT.refused,
        message: wait === undefined ? message : `${message} (retry in ${wait} s)`,
      };
    }
    return { code: EXIT.failure, message };
  }
  return { code: EXIT.failure, message: error instanceof Error ? error.message : String(error) };
}

/** Stderr gets one line per failure, so `2>>log` stays one failure a line. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

function writeJson(ctx: RunContext, value: unknown): void {
  ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Columns padded to their widest cell, two spaces apart; the last column is not padded. */
function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map(
      (row) =>
        `${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}\n`,
    )
    .join('');
}
