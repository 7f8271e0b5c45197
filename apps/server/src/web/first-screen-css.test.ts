import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FirstScreenCss, markupClasses, requiredClasses, stylesheetHrefs } from './first-screen-css';

const root = mkdtempSync(path.join(os.tmpdir(), 'first-screen-css-'));
mkdirSync(path.join(root, 'assets'));
const SHEET = [
  '/* a comment */@layer mantine,app;',
  '@font-face{font-family:Inter;src:url(./inter-latin.woff2) format("woff2")}',
  ':root{--gap:4px}html{background:#000}#root{visibility:visible}',
  '.card{padding:1px}.card .title{font-weight:600}.modal{position:fixed}',
  '.button:not(.disabled):hover{color:red}.a,.b{margin:0}',
  '@media (min-width:40em){.card{padding:2px}.modal{inset:0}}',
  '@layer mantine{.grid{display:grid}.drawer{width:70vw}}',
  '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
  '.bg{background:url("/media/a.png")}.icon{mask:url(icons/x.svg)}',
  '.sm\\:wide{width:100%}',
].join('');
writeFileSync(path.join(root, 'assets', 'app.css'), SHEET);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the classes a selector needs', () => {
  it('are its top-level classes, not those inside :not(), :is() or :where()', () => {
    expect(requiredClasses('.card .title')).toEqual(['card', 'title']);
    expect(requiredClasses('.button:not(.disabled):hover')).toEqual(['button']);
    expect(requiredClasses(':where(.x, .y) > p')).toEqual([]);
    expect(requiredClasses('[data-variant="filled"]')).toEqual([]);
    expect(requiredClasses('.sm\\:wide')).toEqual(['sm:wide']);
  });

  it('a page mentions a class by any word of it, so classes scripts add by name count too', () => {
    const words = markupClasses('<div class="card  title"></div><script>el.className += " cm-signed-in"</script>');
    for (const word of ['card', 'title', 'cm-signed-in']) expect(words.has(word)).toBe(true);
  });

  it('words given apart (the page head\'s) count as mentioned', () => {
    const css = new FirstScreenCss(root);
    expect(css.forMarkup(['/assets/app.css'], '<p></p>')).not.toContain('.modal{');
    expect(css.forMarkup(['/assets/app.css'], '<p></p>', new Set(['modal']))).toContain('.modal{position:fixed}');
  });
});

describe('the first screen CSS of a page', () => {
  const css = new FirstScreenCss(root);

  it('keeps the rules of the classes in the markup, and what names no class', () => {
    const markup = '<div class="card"><h2 class="title">x</h2><i class="icon"></i></div>';
    const out = css.forMarkup(['/assets/app.css'], markup)!;
    expect(out).toContain('@layer mantine,app;');
    expect(out).toContain(':root{--gap:4px}html{background:#000}#root{visibility:visible}');
    expect(out).toContain('.card{padding:1px}.card .title{font-weight:600}');
    expect(out).toContain('@media (min-width:40em){.card{padding:2px}}');
    expect(out).toContain('@keyframes spin{');
    expect(out).not.toContain('.modal');
    expect(out).not.toContain('.button');
    expect(out).not.toContain('@layer mantine{');
    expect(out).not.toContain('a comment');
  });

  it('writes url() as seen from the page, not from the stylesheet', () => {
    const out = css.forMarkup(['/assets/app.css'], '<i class="icon bg"></i>')!;
    expect(out).toContain('url(/assets/inter-latin.woff2)');
    expect(out).toContain('url(/assets/icons/x.svg)');
    expect(out).toContain('url("/media/a.png")');
  });

  it('keeps a rule when one of its selectors matches, and groups only with a kept rule inside', () => {
    const out = css.forMarkup(['/assets/app.css'], '<p class="b grid"></p>')!;
    expect(out).toContain('.a,.b{margin:0}');
    expect(out).toContain('@layer mantine{.grid{display:grid}}');
  });

  it('is null for a stylesheet that is missing or outside the build', () => {
    expect(css.forMarkup(['/assets/missing.css'], '')).toBeNull();
    expect(css.forMarkup(['/../../etc/passwd.css'], '')).toBeNull();
    expect(css.forMarkup(['/assets/%2e%2e/%2e%2e/x.css'], '')).toBeNull();
  });

  it('never drops a rule whose classes the markup has, and keeps more as the markup grows', () => {
    const names = ['card', 'title', 'modal', 'button', 'disabled', 'a', 'b', 'grid', 'drawer', 'bg', 'icon'];
    fc.assert(
      fc.property(fc.subarray(names), fc.subarray(names), (some, more) => {
        const small = css.forMarkup(['/assets/app.css'], `<div class="${some.join(' ')}"></div>`)!;
        const large = css.forMarkup(['/assets/app.css'], `<div class="${[...some, ...more].join(' ')}"></div>`)!;
        if (some.includes('modal')) expect(small).toContain('.modal{position:fixed}');
        if (some.includes('card') && some.includes('title')) expect(small).toContain('.card .title{');
        expect(large.length).toBeGreaterThanOrEqual(small.length);
        for (const rule of small.match(/[^{}]+\{[^{}]*\}/g) ?? []) expect(large).toContain(rule);
      }),
    );
  });
});

describe('the stylesheets of a head', () => {
  it('are its blocking and preloaded CSS links', () => {
    const head =
      '<link rel="stylesheet" href="/assets/a.css"><link rel="preload" as="style" crossorigin href="/assets/b.css">' +
      '<link rel="preload" as="image" href="/media/c.png"><link rel="modulepreload" href="/assets/d.js">';
    expect(stylesheetHrefs(head)).toEqual(['/assets/a.css', '/assets/b.css']);
  });
});
