import { expect } from '@open-wc/testing';
import {
  baseMessages,
  checkboxSquaresHowToPlayMessages,
  checkboxSquaresMessages,
  defaultMessages,
  howToPlayMessages,
  infectionHowToPlayMessages,
  infectionMessages,
  kitesHowToPlayMessages,
  kitesMessages,
  stainedGlassHowToPlayMessages,
  stainedGlassMessages,
  dailyMessages,
  checkboxSquaresDailyMessages,
  stainedGlassDailyMessages,
} from '../../src/index.js';
import { format } from '../../src/base/messages.js';

describe('base/messages format', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Row {row}, column {column}', { row: 2, column: 3 })).to.equal('Row 2, column 3');
    expect(format('{missing} stays', {})).to.equal('{missing} stays');
    expect(format('{a}{a}', { a: 'x' })).to.equal('xx');
  });

  it('picks the word for the number', () => {
    const t = 'Solved in {count} {count:move|moves}!';
    expect(format(t, { count: 1 })).to.equal('Solved in 1 move!');
    expect(format(t, { count: 0 })).to.equal('Solved in 0 moves!');
    expect(format(t, { count: 12 })).to.equal('Solved in 12 moves!');
    expect(format('{n:|s}', { n: 2 })).to.equal('s');
  });

  it('writes a negative number with a true minus sign, as the scores beside the board do', () => {
    const t = 'Draw with {count} {count:point|points}.';
    expect(format(t, { count: -3 })).to.equal('Draw with \u22123 points.');
    expect(format(t, { count: -1234 }, 'de')).to.equal('Draw with \u22121.234 points.');
    expect(format(t, { count: -1.5 })).to.equal('Draw with \u22121.5 points.');
    expect(format(t, { count: 3 })).to.equal('Draw with 3 points.');
  });

  it('fills a template it has seen before afresh each time (its parts are parsed once)', () => {
    const t = 'Row {row}: {count} {count:tile|tiles}, {count:one=one piece|other=pieces} {gone}';
    expect(format(t, { row: 1, count: 1 })).to.equal('Row 1: 1 tile, one piece {gone}');
    expect(format(t, { row: 7, count: 3 })).to.equal('Row 7: 3 tiles, pieces {gone}');
    expect(format(t, { row: 1234, count: 2, gone: 'x' }, 'de')).to.equal('Row 1.234: 2 tiles, pieces x');
    expect(format(t, { row: 1234, count: 2, gone: 'x' })).to.equal('Row 1,234: 2 tiles, pieces x');
    expect(format('{a} and {b}', { a: ['x', 'y', 'z'], b: '{a}' })).to.equal('x, y, and z and {a}');
    expect(format('{n:}{n}', { n: 5 })).to.equal('5');
    expect(format('{ not a placeholder } {x', { x: 1 })).to.equal('{ not a placeholder } {x');
  });

  it('has no placeholder in the English strings that the games do not fill', () => {
    for (const [key, text] of Object.entries(defaultMessages)) {
      for (const [, name] of text.matchAll(/\{(\w+)/g)) {
        expect(['row', 'column', 'count', 'needed', 'state', 'boxes', 'color', 'from', 'to', 'kind', 'square', 'squares', 'green', 'yellow', 'other', 'over', 'overColor', 'toColor', 'parts', 'head', 'effects', 'date', 'value', 'max', 'box', 'k', 'n', 'total', 'a', 'b', 'factor', 'presses', 'score', 'colors', 'player', 'players', 'kite', 'list', 'targets', 'undone', 'game', 'number', 'band', 'minimum', 'closer', 'further', 'tiles', 'cleared', 'seed', 'columns', 'move', 'ply', 'why'], `${key}: {${name}}`).to.include(name);
      }
    }
  });

  it('keeps the keys of each game apart from the other games and from the base', () => {
    const tables = [
      baseMessages,
      checkboxSquaresMessages,
      infectionMessages,
      stainedGlassMessages,
      kitesMessages,
      howToPlayMessages,
      checkboxSquaresHowToPlayMessages,
      infectionHowToPlayMessages,
      stainedGlassHowToPlayMessages,
      kitesHowToPlayMessages,
      dailyMessages,
      checkboxSquaresDailyMessages,
      stainedGlassDailyMessages,
    ].map((t) => Object.keys(t));
    const all = tables.flat();
    expect(new Set(all).size).to.equal(all.length);
  });
});
