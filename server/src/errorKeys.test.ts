import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_THINGS, notFound, forbidden } from './errors';

/**
 * Every refusal carries a `key` (with its `params`) or `fields`, so the client's one error rule
 * (src/i18n/errorMessage.ts) is key, then fields, then code, and never shows the server's English sentence.
 * A scan of the server's source: each `new AppError(…)`, each `notFound`/`forbidden` call and each error body sent
 * by hand. The keys themselves are checked translated by src/catalogue/parity.test.ts.
 */

const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name) ? [path] : [];
  });
}

/** The calls of the server's source, with where they are. */
function calls() {
  const found: { where: string; node: ts.CallExpression | ts.NewExpression; callee: string }[] = [];
  for (const file of sourceFiles(__dirname)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
        const where = `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        found.push({ where, node, callee: node.expression.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const hasProperty = (object: ts.ObjectLiteralExpression, names: string[]) =>
  object.properties.some((p) => p.name !== undefined && names.includes(p.name.getText()));

/** Whether the details given are object literals (through `a ? {…} : {…}`) each naming a key or fields. */
function keyed(details: ts.Expression | undefined): boolean {
  if (!details) return false;
  if (ts.isParenthesizedExpression(details)) return keyed(details.expression);
  if (ts.isConditionalExpression(details)) return keyed(details.whenTrue) && keyed(details.whenFalse);
  return ts.isObjectLiteralExpression(details) && hasProperty(details, ['key', 'fields']);
}

describe('every refusal of the server carries a key or fields', () => {
  const all = calls();

  it('every new AppError(…) gives a key or fields', () => {
    const errors = all.filter((c) => ts.isNewExpression(c.node) && c.callee === 'AppError');
    expect(errors.length).toBeGreaterThan(100);
    const keyless = errors.filter((c) => !keyed(c.node.arguments?.[2])).map((c) => c.where);
    expect(keyless).toEqual([]);
  });

  it('every notFound names a thing of its own key, or none; every forbidden with its own message its own key', () => {
    const named = all.filter((c) => c.callee === 'notFound' && c.node.arguments?.length);
    expect(named.length).toBeGreaterThan(50);
    const unknownThing = named
      .map((c) => ({ ...c, what: c.node.arguments![0] }))
      .filter(({ what }) => ts.isStringLiteral(what) && !(what.text in NOT_FOUND_THINGS))
      .map((c) => `${c.where} ${c.what.getText()}`);
    expect(unknownThing).toEqual([]);
    // a specific message with the general key would show the general text
    const generic = all.filter((c) => c.callee === 'forbidden' && c.node.arguments?.length === 1).map((c) => c.where);
    expect(generic).toEqual([]);
  });

  it('the helpers answer a key with its figures', () => {
    expect(notFound('Document').details).toEqual({ key: 'error.notfound', params: { what: 'error.thing.document' } });
    expect(notFound('Something else').details).toEqual({ key: 'error.code.NOT_FOUND' });
    expect(forbidden().details).toEqual({ key: 'error.code.FORBIDDEN' });
    expect(forbidden('Only admins', 'error.user.adminonly').details).toEqual({ key: 'error.user.adminonly' });
  });

  it('every error body sent by hand (`send({ code, message })`) gives a key or fields', () => {
    const sent = all.filter(
      (c) =>
        ts.isCallExpression(c.node) &&
        /\.send$/.test(c.callee) &&
        c.node.arguments.length === 1 &&
        ts.isObjectLiteralExpression(c.node.arguments[0]) &&
        hasProperty(c.node.arguments[0], ['code']) &&
        hasProperty(c.node.arguments[0], ['message']),
    );
    expect(sent.length).toBeGreaterThan(0);
    const keyless = sent
      .filter(
        (c) =>
          !hasProperty((c.node as ts.CallExpression).arguments[0] as ts.ObjectLiteralExpression, ['key', 'fields']),
      )
      .map((c) => c.where);
    expect(keyless).toEqual([]);
  });
});
