import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server answers codes; the words a person reads live in the shared catalogue
 * (packages/shared/src/errors.ts and messages.ts). A Turkish letter in a string or template
 * literal of the API's source means a word was written in the wrong place (decision 018).
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));
const TURKISH = /[ğüşıöçĞÜŞİÖÇ]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Found {
  /** `file: text`, as the list above names it. */
  key: string;
  where: string;
}

export function turkishLiterals(fileName: string, text: string): Found[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    const pieces: string[] = [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) pieces.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      pieces.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    if (pieces.some((p) => TURKISH.test(p))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ key: `${fileName}: ${pieces.join('…')}`, where: `${fileName}:${line + 1}: ${node.getText()}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words in one place', () => {
  it('finds Turkish in strings and templates, not in comments or names', () => {
    const text = [
      '// Sipariş',
      "const a = 'Sipariş';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, read by the scanner
      'const b = `${a} iptal edildi: ${a} — ödendi`;',
      "const ödeme = 'ok';",
    ].join('\n');
    expect(turkishLiterals('x.ts', text).map((f) => f.key)).toEqual([
      'x.ts: Sipariş',
      'x.ts: … iptal edildi: … — ödendi',
    ]);
  });

  it('the API source has no Turkish string literal', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      turkishLiterals(relative(SRC, file).split(sep).join('/'), readFileSync(file, 'utf8')),
    );
    expect(found.map((f) => f.where)).toEqual([]);
  });
});
