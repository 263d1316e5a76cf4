import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A comment that cites a document must name a file of the repository, and a section that file has: a reader
// of the code cannot open an issue thread or the owner's own copy of the specification, and a decision
// record is found by its file name (docs/decisions/README.md). Test titles count as comments here.

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED_DIRS = ['bench', 'domain', 'e2e', 'locales', 'server', 'src', 'tests'];
const SOURCE = /\.(?:ts|tsx|js|mjs|css)$/;
const DECISION_NUMBERS = new Set(
  readdirSync(join(ROOT, 'docs/decisions'))
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .map((name) => name.slice(0, 4)),
);

function sourceFiles(): string[] {
  const inRoot = readdirSync(ROOT).filter((name) => SOURCE.test(name));
  const inDirs = SCANNED_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.includes('node_modules'))
      .map((name) => join(dir, name)),
  );
  return [...inRoot, ...inDirs];
}

const TITLE_CALL =
  /^(?:describe|it|test)(?:\.(?:each|skip|only|describe|concurrent|serial|fixme|fail|todo|parallel))*$/;

/** The comments of one file and the titles of its tests, each as one line of text. */
function citingTexts(file: string, text: string): string[] {
  const raw: string[] = [];
  // the parser says where strings, templates and regular expressions are; comments are what `//` or `/*`
  // opens anywhere else (cheaper than asking the parser for every token's trivia)
  const literals: [number, number][] = [];
  if (!file.endsWith('.css')) {
    const kind = file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : file.endsWith('.ts')
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.JsxText) literals.push([node.pos, node.end]);
      else if (
        ts.isStringLiteralLike(node) ||
        ts.isRegularExpressionLiteral(node) ||
        ts.isTemplateLiteralToken(node)
      )
        literals.push([node.getStart(source), node.end]);
      if (ts.isCallExpression(node) && TITLE_CALL.test(node.expression.getText(source))) {
        const title = node.arguments[0];
        if (title && ts.isStringLiteralLike(title)) raw.push(title.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    literals.sort((a, b) => a[0] - b[0]);
  }
  let run = '';
  let runEnd = 0;
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    while ((literals[next]?.[1] ?? Infinity) <= i) next++;
    const literal = literals[next];
    if (literal && literal[0] <= i) {
      i = literal[1] - 1;
      continue;
    }
    if (text[i] !== '/' || (text[i + 1] !== '/' && text[i + 1] !== '*')) continue;
    const block = text[i + 1] === '*';
    const close = block ? text.indexOf('*/', i + 2) : text.indexOf('\n', i);
    const end = close === -1 ? text.length : block ? close + 2 : close;
    const comment = text.slice(i, end);
    // consecutive `//` lines read as one text, so a citation broken over two lines is still seen whole
    if (!block && run.startsWith('//') && /^[ \t]*\n[ \t]*$/.test(text.slice(runEnd, i)))
      run += `\n${comment}`;
    else {
      if (run) raw.push(run);
      run = comment;
    }
    runEnd = end;
    i = end - 1;
  }
  if (run) raw.push(run);
  return raw.map((t) => t.replace(/[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, ' '));
}

/** Headings of a markdown file, and the bold words that open a paragraph or a list item. */
function sectionsOf(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const heading = /^#+\s+(.*)/.exec(line);
    if (heading?.[1]) return [heading[1]];
    const lead = /^\s*(?:[-*]\s+)?\*\*([^*]+)\*\*/.exec(line);
    return lead?.[1] ? [lead[1]] : [];
  });
}

const MINOR_WORDS = new Set(['the', 'a', 'an']);

/** Loosely: the section's number opens a heading, or its first word is in one. */
function hasSection(sections: string[], cited: string): boolean {
  const number = /^\d+[A-Za-z]?/.exec(cited);
  if (number) return sections.some((s) => new RegExp(`^${number[0]}[.\\s]`).test(`${s} `));
  const word = cited
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''))
    .find((w) => w && !MINOR_WORDS.has(w));
  return word !== undefined && sections.some((s) => s.toLowerCase().includes(word));
}

/** [pattern, what to write instead] for citations that cannot name a file of the repository as written. */
const NOT_A_FILE: [RegExp, string][] = [
  [/\bSPEC(?:\.md)?\s*§/, 'the specification is docs/spec.md'],
  [/(?<![\w/])DESIGN\.md/, 'the design is docs/design.md'],
  [
    /(?<![\w/.-])(?:(?:\.\.\/)?shared\/)?(?:reference\/)?(?:korea\.md|matching\.md|perf-reliability|stack-notes|commerce-auction|housing-and-console)/,
    'reference notes are docs/reference/<name>.md',
  ],
  [/\b[Ii]ssues? \d+/, 'an issue is not in the repository: cite the decision record or doc that holds it'],
  [/\bADR[ -]?\d{4}|\b[Dd]ecisions? \d{4}/, 'name the decision record by its file'],
  [/docs\/decisions\/\d{4}(?![\d-])/, 'name the decision record by its whole file name'],
];

function problemsOf(file: string, citing: string): string[] {
  const problems: string[] = [];
  for (const [pattern, fix] of NOT_A_FILE) {
    const m = pattern.exec(citing);
    if (m) problems.push(`${file}: "${m[0]}": ${fix}`);
  }
  for (const m of citing.matchAll(/(?<![\w/.#'"`$-])(?<!migration )(\d{4})(?![\w-]|\.\d)/g))
    if (m[1] && DECISION_NUMBERS.has(m[1]))
      problems.push(`${file}: "${m[1]}": name the decision record by its file`);
  for (const m of citing.matchAll(/(?<![\w/])docs\/[\w./-]*?\.md(?:\s*§\s*([^),;:]+))?/g)) {
    const [cited, section] = m;
    const target = join(ROOT, cited.replace(/\s*§[\s\S]*/, ''));
    if (!existsSync(target)) problems.push(`${file}: "${cited}": no such file`);
    else if (section && !hasSection(sectionsOf(readFileSync(target, 'utf8')), section.trim()))
      problems.push(`${file}: "${cited}": no such section`);
  }
  return problems;
}

/** Anything that could be a citation; a file without one is not parsed. */
const MAY_CITE =
  /SPEC|DESIGN|reference\/|stack-notes|perf-reliability|\.md|[Ii]ssues? \d|ADR|[Dd]ecisions? \d|docs\/|§|\b00\d\d\b/;

describe('citations in comments', () => {
  it('name files of the repository, and sections those files have', { timeout: 60_000 }, () => {
    const problems = sourceFiles().flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return MAY_CITE.test(text) ? citingTexts(file, text).flatMap((t) => problemsOf(file, t)) : [];
    });
    expect(problems).toEqual([]);
  });

  it('are checked: a citation of something outside the repository is found', () => {
    const sample = '/** The window (SPEC § 4; issue 3; decision 0005; docs/design.md § Nowhere). */';
    const found = citingTexts('sample.ts', sample).flatMap((text) => problemsOf('sample.ts', text));
    for (const cited of ['SPEC §', 'issue 3', 'decision 0005', 'docs/design.md § Nowhere'])
      expect(found.join('\n')).toContain(`"${cited}`);
  });
});
