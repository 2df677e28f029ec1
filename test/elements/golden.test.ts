// Golden values: what a seed, a game ID and a saved game stand for must not
// change. Every string below was RECORDED once from the build of 2026-11-25
// (a throwaway script, not this file, computed them); none is computed here
// with the code under test. A change that makes one of these tests fail
// changes the game that existing seeds, shared links and saved games open:
// if that is really meant, bump the game's encoding version instead of
// editing the values.
//
// For each element and a few seeds: the game ID and the saved game at the
// start, then after three scripted moves (the legal move at index 7n mod the
// number of legal moves, for n = 0, 1, 2: the same moves on every run) the
// saved game, the history, the game ID with its position (the `save:` form)
// and the encoded position.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { GameDefinition } from '../../src/engine/game.js';
import type { Session } from '../../src/engine/session.js';
import { GAME_TAGS, gameOf, type GameTag } from '../../src/registry.js';
import { on } from './helpers.js';

type Tag = GameTag;

interface Game extends HTMLElement {
  updateComplete: Promise<boolean>;
  readonly gameId: string;
  importGameId(text: string): boolean;
  save(): string;
  restore(text: string): boolean;
  undo(): boolean;
  readonly history: string[];
  readonly ply: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly currentSeed: string;
}

/** The game in progress, read through the element's protected members (the only place this file reaches inside). */
interface Internals {
  readonly session: Session<unknown, unknown, unknown>;
  readonly definition: GameDefinition<unknown, unknown, unknown>;
  playMove(move: unknown, source: 'user'): boolean;
}
const internals = (el: Game): Internals => el as unknown as Internals;

/** The element's current position, in its game's state encoding. */
function position(el: Game): string {
  const { definition, session } = internals(el);
  return definition.encodeState(session.state);
}

interface Golden {
  tag: Tag;
  attributes: Record<string, string>;
  seed: string;
  /** gameId at the start. */
  gameId: string;
  /** save() at the start. */
  start: string;
  /** The history after the three scripted moves. */
  moves: string[];
  /** save() after them. */
  save: string;
  /** gameId after them. */
  positionId: string;
  /** The position after them (the game's encodeState). */
  position: string;
}

const GOLDEN: Golden[] = [
  // <checkbox-squares> { variant: '1' }
  {
    tag: 'checkbox-squares',
    attributes: { variant: '1' },
    seed: 'golden',
    gameId: 'checkbox-squares;variant:1;target:random;start:random;seed:golden',
    start: 'checkbox-squares~1~1U133443~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~1U133443~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:1;target:random;start:random;save:checkbox-squares~1~1U133443~t0.t7.b5~3~0',
    position: '1U332007',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '1' },
    seed: '42',
    gameId: 'checkbox-squares;variant:1;target:random;start:random;seed:42',
    start: 'checkbox-squares~1~1U607674~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~1U607674~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:1;target:random;start:random;save:checkbox-squares~1~1U607674~t0.t7.b5~3~0',
    position: '1U406230',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '1' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'checkbox-squares;variant:1;target:random;start:random;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'checkbox-squares~1~1U554377~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~1U554377~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:1;target:random;start:random;save:checkbox-squares~1~1U554377~t0.t7.b5~3~0',
    position: '1U755733',
  },
  // <checkbox-squares> { variant: '2' }
  {
    tag: 'checkbox-squares',
    attributes: { variant: '2' },
    seed: 'golden',
    gameId: 'checkbox-squares;variant:2;target:random;start:random;seed:golden',
    start: 'checkbox-squares~1~2U133443~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~2U133443~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:2;target:random;start:random;save:checkbox-squares~1~2U133443~t0.t7.b5~3~0',
    position: '2U332027',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '2' },
    seed: '42',
    gameId: 'checkbox-squares;variant:2;target:random;start:random;seed:42',
    start: 'checkbox-squares~1~2U607674~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~2U607674~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:2;target:random;start:random;save:checkbox-squares~1~2U607674~t0.t7.b5~3~0',
    position: '2U406210',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '2' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'checkbox-squares;variant:2;target:random;start:random;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'checkbox-squares~1~2U554377~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~2U554377~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:2;target:random;start:random;save:checkbox-squares~1~2U554377~t0.t7.b5~3~0',
    position: '2U755713',
  },
  // <checkbox-squares> { variant: '3' }
  {
    tag: 'checkbox-squares',
    attributes: { variant: '3' },
    seed: 'golden',
    gameId: 'checkbox-squares;variant:3;target:random;start:random;seed:golden',
    start: 'checkbox-squares~1~3U133443~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~3U133443~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:3;target:random;start:random;save:checkbox-squares~1~3U133443~t0.t7.b5~3~0',
    position: '3U332027',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '3' },
    seed: '42',
    gameId: 'checkbox-squares;variant:3;target:random;start:random;seed:42',
    start: 'checkbox-squares~1~3U607674~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~3U607674~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:3;target:random;start:random;save:checkbox-squares~1~3U607674~t0.t7.b5~3~0',
    position: '3U406210',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '3' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'checkbox-squares;variant:3;target:random;start:random;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'checkbox-squares~1~3U554377~~0~0',
    moves: ['t0', 't7', 'b5'],
    save: 'checkbox-squares~1~3U554377~t0.t7.b5~3~0',
    positionId: 'checkbox-squares;variant:3;target:random;start:random;save:checkbox-squares~1~3U554377~t0.t7.b5~3~0',
    position: '3U755713',
  },
  // <checkbox-squares> { variant: '2', 'lock-target': '' }
  {
    tag: 'checkbox-squares',
    attributes: { variant: '2', 'lock-target': '' },
    seed: 'golden',
    gameId: 'checkbox-squares;variant:2;target:random;start:random;lock-target:1;seed:golden',
    start: 'checkbox-squares~1~2L133443~~0~0',
    moves: ['b0', 'b7', 'b5'],
    save: 'checkbox-squares~1~2L133443~b0.b7.b5~3~0',
    positionId: 'checkbox-squares;variant:2;target:random;start:random;lock-target:1;save:checkbox-squares~1~2L133443~b0.b7.b5~3~0',
    position: '2L133714',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '2', 'lock-target': '' },
    seed: '42',
    gameId: 'checkbox-squares;variant:2;target:random;start:random;lock-target:1;seed:42',
    start: 'checkbox-squares~1~2L607674~~0~0',
    moves: ['b0', 'b7', 'b5'],
    save: 'checkbox-squares~1~2L607674~b0.b7.b5~3~0',
    positionId: 'checkbox-squares;variant:2;target:random;start:random;lock-target:1;save:checkbox-squares~1~2L607674~b0.b7.b5~3~0',
    position: '2L607523',
  },
  {
    tag: 'checkbox-squares',
    attributes: { variant: '2', 'lock-target': '' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'checkbox-squares;variant:2;target:random;start:random;lock-target:1;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'checkbox-squares~1~2L554377~~0~0',
    moves: ['b0', 'b7', 'b5'],
    save: 'checkbox-squares~1~2L554377~b0.b7.b5~3~0',
    positionId: 'checkbox-squares;variant:2;target:random;start:random;lock-target:1;save:checkbox-squares~1~2L554377~b0.b7.b5~3~0',
    position: '2L554020',
  },
  // <infection-board> { mode: 'two-player' }
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player' },
    seed: 'golden',
    gameId: 'infection;size:6;obstacles:5;seed:golden',
    start: 'infection~1~gg3x-gg1x2-6-3x1x-4yy-1x2yy_g~~0~0',
    moves: ['0102', '2822', '0113'],
    save: 'infection~1~gg3x-gg1x2-6-3x1x-4yy-1x2yy_g~0102.2822.0113~3~0',
    positionId: 'infection;size:6;obstacles:5;save:infection~1~gg3x-gg1x2-6-3x1x-4yy-1x2yy_g~0102.2822.0113~3~0',
    position: 'g1g2x-gg1x2-1g4-3xyx-4yy-1x2yy_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player' },
    seed: '42',
    gameId: 'infection;size:6;obstacles:5;seed:42',
    start: 'infection~1~gg3x-gg4-2x3-xx2x1-4yy-4yy_g~~0~0',
    moves: ['0102', '2921', '0212'],
    save: 'infection~1~gg3x-gg4-2x3-xx2x1-4yy-4yy_g~0102.2921.0212~3~0',
    positionId: 'infection;size:6;obstacles:5;save:infection~1~gg3x-gg4-2x3-xx2x1-4yy-4yy_g~0102.2921.0212~3~0',
    position: 'gg3x-gg4-g1x3-xx1yx1-4y1-4yy_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'infection;size:6;obstacles:5;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'infection~1~ggx3-gg4-x3x1-6-1x2yy-1x2yy_g~~0~0',
    moves: ['0703', '2821', '0313'],
    save: 'infection~1~ggx3-gg4-x3x1-6-1x2yy-1x2yy_g~0703.2821.0313~3~0',
    positionId: 'infection;size:6;obstacles:5;save:infection~1~ggx3-gg4-x3x1-6-1x2yy-1x2yy_g~0703.2821.0313~3~0',
    position: 'ggx3-g5-xg2x1-3y2-1x2yy-1x2yy_y',
  },
  // <infection-board> { mode: 'two-player', obstacles: '0' }
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', obstacles: '0' },
    seed: 'golden',
    gameId: 'infection;size:6;obstacles:0;seed:golden',
    start: 'infection~1~gg4-gg4-6-6-4yy-4yy_g~~0~0',
    moves: ['0102', '2820', '0212'],
    save: 'infection~1~gg4-gg4-6-6-4yy-4yy_g~0102.2820.0212~3~0',
    positionId: 'infection;size:6;obstacles:0;save:infection~1~gg4-gg4-6-6-4yy-4yy_g~0102.2820.0212~3~0',
    position: 'gg4-gg4-g5-2y3-5y-4yy_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', obstacles: '0' },
    seed: '42',
    gameId: 'infection;size:6;obstacles:0;seed:42',
    start: 'infection~1~gg4-gg4-6-6-4yy-4yy_g~~0~0',
    moves: ['0102', '2820', '0212'],
    save: 'infection~1~gg4-gg4-6-6-4yy-4yy_g~0102.2820.0212~3~0',
    positionId: 'infection;size:6;obstacles:0;save:infection~1~gg4-gg4-6-6-4yy-4yy_g~0102.2820.0212~3~0',
    position: 'gg4-gg4-g5-2y3-5y-4yy_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', obstacles: '0' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'infection;size:6;obstacles:0;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'infection~1~gg4-gg4-6-6-4yy-4yy_g~~0~0',
    moves: ['0102', '2820', '0212'],
    save: 'infection~1~gg4-gg4-6-6-4yy-4yy_g~0102.2820.0212~3~0',
    positionId: 'infection;size:6;obstacles:0;save:infection~1~gg4-gg4-6-6-4yy-4yy_g~0102.2820.0212~3~0',
    position: 'gg4-gg4-g5-2y3-5y-4yy_y',
  },
  // <infection-board> { mode: 'two-player', size: '5', obstacles: '2' }
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', size: '5', obstacles: '2' },
    seed: 'golden',
    gameId: 'infection;size:5;obstacles:2;seed:golden',
    start: 'infection~1~gg3-gg3-5-2xyy-x2yy_g~~0~0',
    moves: ['0102', '1812', '0011'],
    save: 'infection~1~gg3-gg3-5-2xyy-x2yy_g~0102.1812.0011~3~0',
    positionId: 'infection;size:5;obstacles:2;save:infection~1~gg3-gg3-5-2xyy-x2yy_g~0102.1812.0011~3~0',
    position: '1gg2-gg3-1gg2-2xyy-x2yy_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', size: '5', obstacles: '2' },
    seed: '42',
    gameId: 'infection;size:5;obstacles:2;seed:42',
    start: 'infection~1~gg3-gg1x1-1x3-3yy-3yy_g~~0~0',
    moves: ['0102', '2412', '0516'],
    save: 'infection~1~gg3-gg1x1-1x3-3yy-3yy_g~0102.2412.0516~3~0',
    positionId: 'infection;size:5;obstacles:2;save:infection~1~gg3-gg1x1-1x3-3yy-3yy_g~0102.2412.0516~3~0',
    position: 'ggg2-1y1x1-1xg2-1g1yy-3y1_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', size: '5', obstacles: '2' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'infection;size:5;obstacles:2;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'infection~1~gg2x-gg3-5-1x1yy-3yy_g~~0~0',
    moves: ['0102', '2311', '0213'],
    save: 'infection~1~gg2x-gg3-5-1x1yy-3yy_g~0102.2311.0213~3~0',
    positionId: 'infection;size:5;obstacles:2;save:infection~1~gg2x-gg3-5-1x1yy-3yy_g~0102.2311.0213~3~0',
    position: 'gg2x-yy3-1y1g1-1x1gg-4y_y',
  },
  // <infection-board> { mode: 'two-player', size: '8', obstacles: '12' }
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', size: '8', obstacles: '12' },
    seed: 'golden',
    gameId: 'infection;size:8;obstacles:12;seed:golden',
    start: 'infection~1~ggx5-gg3xx1-4xx2-1x6-4x1x1-1x4x1-4x1yy-1x4yy_g~~0~0',
    moves: ['0903', '6245', '0017'],
    save: 'infection~1~ggx5-gg3xx1-4xx2-1x6-4x1x1-1x4x1-4x1yy-1x4yy_g~0903.6245.0017~3~0',
    positionId: 'infection;size:8;obstacles:12;save:infection~1~ggx5-gg3xx1-4xx2-1x6-4x1x1-1x4x1-4x1yy-1x4yy_g~0903.6245.0017~3~0',
    position: '1gxg4-g4xx1-1g2xx2-1x6-4x1x1-1x3yx1-4x1yy-1x5y_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', size: '8', obstacles: '12' },
    seed: '42',
    gameId: 'infection;size:8;obstacles:12;seed:42',
    start: 'infection~1~gg1x1x2-ggx1x3-2x3x1-3xx3-6x1-8-4x1yy-4xxyy_g~~0~0',
    moves: ['0102', '5445', '0924'],
    save: 'infection~1~gg1x1x2-ggx1x3-2x3x1-3xx3-6x1-8-4x1yy-4xxyy_g~0102.5445.0924~3~0',
    positionId: 'infection;size:8;obstacles:12;save:infection~1~gg1x1x2-ggx1x3-2x3x1-3xx3-6x1-8-4x1yy-4xxyy_g~0102.5445.0924~3~0',
    position: 'gggx1x2-g1x1x3-2x3x1-g2xx3-6x1-5y2-4x1yy-4xxyy_y',
  },
  {
    tag: 'infection-board',
    attributes: { mode: 'two-player', size: '8', obstacles: '12' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'infection;size:8;obstacles:12;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'infection~1~gg4x1-ggx5-8-4xx2-1xx2xx1-5x2-5xyy-1xx3yy_g~~0~0',
    moves: ['0102', '6247', '0217'],
    save: 'infection~1~gg4x1-ggx5-8-4xx2-1xx2xx1-5x2-5xyy-1xx3yy_g~0102.6247.0217~3~0',
    positionId: 'infection;size:8;obstacles:12;save:infection~1~gg4x1-ggx5-8-4xx2-1xx2xx1-5x2-5xyy-1xx3yy_g~0102.6247.0217~3~0',
    position: 'gg4x1-ggx5-1g6-4xx2-1xx2xx1-5x1y-5xyy-1xx4y_y',
  },
  // <stained-glass-board> {}
  {
    tag: 'stained-glass-board',
    attributes: {},
    seed: 'golden',
    gameId: 'stained-glass;rows:6;cols:6;palette:mixed;seed:golden',
    start: 'stained-glass~1~154124-352661-445524-335641-626122-313356~~0~0',
    moves: ['0002', '0416', '1327'],
    save: 'stained-glass~1~154124-352661-445524-335641-626122-313356~0002.0416.1327~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:mixed;save:stained-glass~1~154124-352661-445524-335641-626122-313356~0002.0416.1327~3~0',
    position: '045104-352641-405524-331641-626522-313356',
  },
  {
    tag: 'stained-glass-board',
    attributes: {},
    seed: '42',
    gameId: 'stained-glass;rows:6;cols:6;palette:mixed;seed:42',
    start: 'stained-glass~1~352661-433441-442531-236553-262165-641215~~0~0',
    moves: ['0212', '0919', '2030'],
    save: 'stained-glass~1~352661-433441-442531-236553-262165-641215~0212.0919.2030~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:mixed;save:stained-glass~1~352661-433441-442531-236553-262165-641215~0212.0919.2030~3~0',
    position: '350661-413041-640531-270553-202165-641215',
  },
  {
    tag: 'stained-glass-board',
    attributes: {},
    seed: 'Montag & #1; ç 🎲',
    gameId: 'stained-glass;rows:6;cols:6;palette:mixed;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'stained-glass~1~322336-551526-141412-536544-513646-246231~~0~0',
    moves: ['0115', '1525', '2220'],
    save: 'stained-glass~1~322336-551526-141412-536544-513646-246231~0115.1525.2220~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:mixed;save:stained-glass~1~322336-551526-141412-536544-513646-246231~0115.1525.2220~3~0',
    position: '302336-550526-141012-534104-573646-246231',
  },
  // <stained-glass-board> { palette: 'primaries' }
  {
    tag: 'stained-glass-board',
    attributes: { palette: 'primaries' },
    seed: 'golden',
    gameId: 'stained-glass;rows:6;cols:6;palette:primaries;seed:golden',
    start: 'stained-glass~1~121412-412214-241112-221441-241444-424122~~0~0',
    moves: ['0002', '0315', '0820'],
    save: 'stained-glass~1~121412-412214-241112-221441-241444-424122~0002.0315.0820~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:primaries;save:stained-glass~1~121412-412214-241112-221441-241444-424122~0002.0315.0820~3~0',
    position: '001012-410014-240512-223441-241444-424122',
  },
  {
    tag: 'stained-glass-board',
    attributes: { palette: 'primaries' },
    seed: '42',
    gameId: 'stained-glass;rows:6;cols:6;palette:primaries;seed:42',
    start: 'stained-glass~1~211244-221222-241144-441412-442141-141212~~0~0',
    moves: ['0002', '0416', '0822'],
    save: 'stained-glass~1~211244-221222-241144-441412-442141-141212~0002.0416.0822~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:primaries;save:stained-glass~1~211244-221222-241144-441412-442141-141212~0002.0416.0822~3~0',
    position: '003204-220202-241044-441412-442141-141212',
  },
  {
    tag: 'stained-glass-board',
    attributes: { palette: 'primaries' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'stained-glass;rows:6;cols:6;palette:primaries;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'stained-glass~1~224124-111244-121214-121414-124224-424241~~0~0',
    moves: ['0002', '0515', '0907'],
    save: 'stained-glass~1~224124-111244-121214-121414-124224-424241~0002.0515.0907~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:primaries;save:stained-glass~1~224124-111244-121214-121414-124224-424241~0002.0515.0907~3~0',
    position: '006120-130004-121614-121414-124224-424241',
  },
  // <stained-glass-board> { rows: '5', cols: '4', palette: 'full' }
  {
    tag: 'stained-glass-board',
    attributes: { rows: '5', cols: '4', palette: 'full' },
    seed: 'golden',
    gameId: 'stained-glass;rows:5;cols:4;palette:full;seed:golden',
    start: 'stained-glass~1~3347-6351-5447-7152-2662~~0~0',
    moves: ['0002', '1315', '0816'],
    save: 'stained-glass~1~3347-6351-5447-7152-2662~0002.1315.0816~3~0',
    positionId: 'stained-glass;rows:5;cols:4;palette:full;save:stained-glass~1~3347-6351-5447-7152-2662~0002.1315.0816~3~0',
    position: '0077-6351-0447-2043-7662',
  },
  {
    tag: 'stained-glass-board',
    attributes: { rows: '5', cols: '4', palette: 'full' },
    seed: '42',
    gameId: 'stained-glass;rows:5;cols:4;palette:full;seed:42',
    start: 'stained-glass~1~1431-3245-6371-2757-6564~~0~0',
    moves: ['0008', '0507', '1909'],
    save: 'stained-glass~1~1431-3245-6371-2757-6564~0008.0507.1909~3~0',
    positionId: 'stained-glass;rows:5;cols:4;palette:full;save:stained-glass~1~1431-3245-6371-2757-6564~0008.0507.1909~3~0',
    position: '0431-2007-7771-2717-6560',
  },
  {
    tag: 'stained-glass-board',
    attributes: { rows: '5', cols: '4', palette: 'full' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'stained-glass;rows:5;cols:4;palette:full;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'stained-glass~1~5632-1212-4343-6677-4557~~0~0',
    moves: ['0406', '0612', '0810'],
    save: 'stained-glass~1~5632-1212-4343-6677-4557~0406.0612.0810~3~0',
    positionId: 'stained-glass;rows:5;cols:4;palette:full;save:stained-glass~1~5632-1212-4343-6677-4557~0406.0612.0810~3~0',
    position: '5632-0002-0043-7677-4557',
  },
  // <stained-glass-board> { solvable: '', rows: '4', cols: '4' }
  {
    tag: 'stained-glass-board',
    attributes: { solvable: '', rows: '4', cols: '4' },
    seed: 'golden',
    gameId: 'stained-glass;rows:4;cols:4;palette:mixed;solvable:1;save:stained-glass~1~3266-4136-4315-1252~~0~0',
    start: 'stained-glass~1~3266-4136-4315-1252~~0~0',
    moves: ['0111', '0612', '0406'],
    save: 'stained-glass~1~3266-4136-4315-1252~0111.0612.0406~3~0',
    positionId: 'stained-glass;rows:4;cols:4;palette:mixed;solvable:1;save:stained-glass~1~3266-4136-4315-1252~0111.0612.0406~3~0',
    position: '3066-0046-4217-1252',
  },
  {
    tag: 'stained-glass-board',
    attributes: { solvable: '', rows: '4', cols: '4' },
    seed: '42',
    gameId: 'stained-glass;rows:4;cols:4;palette:mixed;solvable:1;save:stained-glass~1~6264-1514-3632-1543~~0~0',
    start: 'stained-glass~1~6264-1514-3632-1543~~0~0',
    moves: ['0103', '1101', '0208'],
    save: 'stained-glass~1~6264-1514-3632-1543~0103.1101.0208~3~0',
    positionId: 'stained-glass;rows:4;cols:4;palette:mixed;solvable:1;save:stained-glass~1~6264-1514-3632-1543~0103.1101.0208~3~0',
    position: '6206-1104-7630-1543',
  },
  {
    tag: 'stained-glass-board',
    attributes: { solvable: '', rows: '4', cols: '4' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'stained-glass;rows:4;cols:4;palette:mixed;solvable:1;save:stained-glass~1~2335-6163-4424-1215~~0~0',
    start: 'stained-glass~1~2335-6163-4424-1215~~0~0',
    moves: ['0008', '1101', '1404'],
    save: 'stained-glass~1~2335-6163-4424-1215~0008.1101.1404~3~0',
    positionId: 'stained-glass;rows:4;cols:4;palette:mixed;solvable:1;save:stained-glass~1~2335-6163-4424-1215~0008.1101.1404~3~0',
    position: '0735-5123-6020-1205',
  },
  // <stained-glass-board> { solvable: '', rows: '5', cols: '5' }
  {
    tag: 'stained-glass-board',
    attributes: { solvable: '', rows: '5', cols: '5' },
    seed: 'golden',
    gameId: 'stained-glass;rows:5;cols:5;palette:mixed;solvable:1;save:stained-glass~1~45323-11433-54166-56412-21652~~0~0',
    start: 'stained-glass~1~45323-11433-54166-56412-21652~~0~0',
    moves: ['0002', '0616', '1719'],
    save: 'stained-glass~1~45323-11433-54166-56412-21652~0002.0616.1719~3~0',
    positionId: 'stained-glass;rows:5;cols:5;palette:mixed;solvable:1;save:stained-glass~1~45323-11433-54166-56412-21652~0002.0616.1719~3~0',
    position: '01723-10433-50166-57006-21652',
  },
  {
    tag: 'stained-glass-board',
    attributes: { solvable: '', rows: '5', cols: '5' },
    seed: '42',
    gameId: 'stained-glass;rows:5;cols:5;palette:mixed;solvable:1;save:stained-glass~1~15622-34424-31662-53451-13645~~0~0',
    start: 'stained-glass~1~15622-34424-31662-53451-13645~~0~0',
    moves: ['0002', '0705', '1719'],
    save: 'stained-glass~1~15622-34424-31662-53451-13645~0002.0705.1719~3~0',
    positionId: 'stained-glass;rows:5;cols:5;palette:mixed;solvable:1;save:stained-glass~1~15622-34424-31662-53451-13645~0002.0705.1719~3~0',
    position: '04722-70024-31662-53015-13645',
  },
  {
    tag: 'stained-glass-board',
    attributes: { solvable: '', rows: '5', cols: '5' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'stained-glass;rows:5;cols:5;palette:mixed;solvable:1;save:stained-glass~1~34426-21565-36352-14461-53241~~0~0',
    start: 'stained-glass~1~34426-21565-36352-14461-53241~~0~0',
    moves: ['0103', '1402', '2214'],
    save: 'stained-glass~1~34426-21565-36352-14461-53241~0103.1402.2214~3~0',
    positionId: 'stained-glass;rows:5;cols:5;palette:mixed;solvable:1;save:stained-glass~1~34426-21565-36352-14461-53241~0103.1402.2214~3~0',
    position: '30266-21545-36352-14441-53041',
  },
  // <kites-board> { opponent: 'human' }
  {
    tag: 'kites-board',
    attributes: { opponent: 'human' },
    seed: 'golden',
    gameId: 'kites;size:2;colors:6;players:2;seed:golden',
    start: 'kites~1~2620000000000000000000000000000000000000_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~2620000000000000000000000000000000000000_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:2;colors:6;players:2;save:kites~1~2620000000000000000000000000000000000000_0_0_0~0.8.16~3~0',
    position: '26217000E000L000000000000000000000000000_3_0_0',
  },
  {
    tag: 'kites-board',
    attributes: { opponent: 'human' },
    seed: '42',
    gameId: 'kites;size:2;colors:6;players:2;seed:42',
    start: 'kites~1~2620000000000000000000000000000000000000_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~2620000000000000000000000000000000000000_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:2;colors:6;players:2;save:kites~1~2620000000000000000000000000000000000000_0_0_0~0.8.16~3~0',
    position: '26217000E000L000000000000000000000000000_3_0_0',
  },
  {
    tag: 'kites-board',
    attributes: { opponent: 'human' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'kites;size:2;colors:6;players:2;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'kites~1~2620000000000000000000000000000000000000_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~2620000000000000000000000000000000000000_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:2;colors:6;players:2;save:kites~1~2620000000000000000000000000000000000000_0_0_0~0.8.16~3~0',
    position: '26217000E000L000000000000000000000000000_3_0_0',
  },
  // <kites-board> { opponent: 'human', size: '1' }
  {
    tag: 'kites-board',
    attributes: { opponent: 'human', size: '1' },
    seed: 'golden',
    gameId: 'kites;size:1;colors:6;players:2;seed:golden',
    start: 'kites~1~1620000000000_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~1620000000000_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:1;colors:6;players:2;save:kites~1~1620000000000_0_0_0~0.8.16~3~0',
    position: '16217000E000L_3_0_0',
  },
  {
    tag: 'kites-board',
    attributes: { opponent: 'human', size: '1' },
    seed: '42',
    gameId: 'kites;size:1;colors:6;players:2;seed:42',
    start: 'kites~1~1620000000000_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~1620000000000_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:1;colors:6;players:2;save:kites~1~1620000000000_0_0_0~0.8.16~3~0',
    position: '16217000E000L_3_0_0',
  },
  {
    tag: 'kites-board',
    attributes: { opponent: 'human', size: '1' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'kites;size:1;colors:6;players:2;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'kites~1~1620000000000_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~1620000000000_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:1;colors:6;players:2;save:kites~1~1620000000000_0_0_0~0.8.16~3~0',
    position: '16217000E000L_3_0_0',
  },
  // <kites-board> { opponent: 'human', size: '3', colors: '4', players: '3' }
  {
    tag: 'kites-board',
    attributes: { opponent: 'human', size: '3', colors: '4', players: '3' },
    seed: 'golden',
    gameId: 'kites;size:3;colors:4;players:3;seed:golden',
    start: 'kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:3;colors:4;players:3;save:kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~0.8.16~3~0',
    position: '34307000E000L000000000000000000000000000000000000000000000000000000000000000000000000_3_0_0_0',
  },
  {
    tag: 'kites-board',
    attributes: { opponent: 'human', size: '3', colors: '4', players: '3' },
    seed: '42',
    gameId: 'kites;size:3;colors:4;players:3;seed:42',
    start: 'kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:3;colors:4;players:3;save:kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~0.8.16~3~0',
    position: '34307000E000L000000000000000000000000000000000000000000000000000000000000000000000000_3_0_0_0',
  },
  {
    tag: 'kites-board',
    attributes: { opponent: 'human', size: '3', colors: '4', players: '3' },
    seed: 'Montag & #1; ç 🎲',
    gameId: 'kites;size:3;colors:4;players:3;seed:Montag%20%26%20%231%3B%20%C3%A7%20%F0%9F%8E%B2',
    start: 'kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~~0~0',
    moves: ['0', '8', '16'],
    save: 'kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~0.8.16~3~0',
    positionId: 'kites;size:3;colors:4;players:3;save:kites~1~3430000000000000000000000000000000000000000000000000000000000000000000000000000000000_0_0_0_0~0.8.16~3~0',
    position: '34307000E000L000000000000000000000000000000000000000000000000000000000000000000000000_3_0_0_0',
  },
];

/** Daily boards of 2026-11-25 (the seed is not used). */
const DAILY: Golden[] = [
  {
    tag: 'stained-glass-board',
    attributes: { daily: '' },
    seed: 'golden',
    gameId: 'stained-glass;rows:6;cols:6;palette:mixed;daily:1;save:stained-glass~1~554464-566313-522441-245612-663133-211235~~0~0',
    start: 'stained-glass~1~554464-566313-522441-245612-663133-211235~~0~0',
    moves: ['0012', '0806', '1529'],
    save: 'stained-glass~1~554464-566313-522441-245612-663133-211235~0012.0806.1529~3~0',
    positionId: 'stained-glass;rows:6;cols:6;palette:mixed;daily:1;save:stained-glass~1~554464-566313-522441-245612-663133-211235~0012.0806.1529~3~0',
    position: '054464-600313-522041-245602-663137-211235',
  },
  {
    tag: 'stained-glass-board',
    attributes: { daily: '', rows: '5', cols: '5' },
    seed: 'golden',
    gameId: 'stained-glass;rows:5;cols:5;palette:mixed;daily:1;save:stained-glass~1~45412-51436-65412-36524-32631~~0~0',
    start: 'stained-glass~1~45412-51436-65412-36524-32631~~0~0',
    moves: ['0002', '0402', '1404'],
    save: 'stained-glass~1~45412-51436-65412-36524-32631~0002.0402.1404~3~0',
    positionId: 'stained-glass;rows:5;cols:5;palette:mixed;daily:1;save:stained-glass~1~45412-51436-65412-36524-32631~0002.0402.1404~3~0',
    position: '01602-51434-65410-36524-32631',
  },
];

/** The greedy computer's first move, which it plays from the seed. */
const REPLIES: [tag: Tag, attributes: Record<string, string>, seed: string, save: string][] = [
  ['infection-board', { mode: 'vs-computer', player: 'yellow', difficulty: 'greedy' }, 'golden', 'infection~1~gg3x-gg1x2-6-3x1x-4yy-1x2yy_g~0102~1~0'],
  ['infection-board', { mode: 'vs-computer', player: 'yellow', difficulty: 'greedy' }, '42', 'infection~1~gg3x-gg4-2x3-xx2x1-4yy-4yy_g~0612~1~0'],
  ['infection-board', { mode: 'vs-computer', player: 'yellow', difficulty: 'greedy' }, 'Montag & #1; ç 🎲', 'infection~1~ggx3-gg4-x3x1-6-1x2yy-1x2yy_g~0721~1~0'],
  ['kites-board', { seats: 'computer human', difficulty: 'greedy' }, 'golden', 'kites~1~2620000000000000000000000000000000000000_0_0_0~45~1~0'],
  ['kites-board', { seats: 'computer human', difficulty: 'greedy' }, '42', 'kites~1~2620000000000000000000000000000000000000_0_0_0~58~1~0'],
  ['kites-board', { seats: 'computer human', difficulty: 'greedy' }, 'Montag & #1; ç 🎲', 'kites~1~2620000000000000000000000000000000000000_0_0_0~15~1~0'],
];

/** Attributes for an element that receives a game: no computer to move, another seed. */
const QUIET: Record<Tag, Record<string, string>> = Object.fromEntries(GAME_TAGS.map((tag): [Tag, Record<string, string>] => [tag, { seed: 'elsewhere', ...gameOf(tag).testing.humans }])) as Record<Tag, Record<string, string>>;

/** Puts a game on the page (inside reduced-motion settings) and waits until its board is dealt (a `solvable` board is searched for first). */
async function mount(tag: Tag, attributes: Record<string, string>): Promise<Game> {
  const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
  const el = document.createElement(tag) as Game;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  wrapper.append(el);
  await el.updateComplete;
  const board = el as unknown as { finding?: boolean };
  if (board.finding !== undefined) await waitUntil(() => !board.finding, `${tag}: still finding a board`, { timeout: 15_000 });
  await el.updateComplete;
  return el;
}

/** Plays the scripted moves: the legal move at index 7n mod the number of legal moves, n = 0, 1, 2. */
async function playScripted(el: Game): Promise<void> {
  const { definition } = internals(el);
  for (let n = 0; n < 3; n++) {
    const moves = definition.legalMoves(internals(el).session.state);
    expect(moves.length, `${el.localName}: a legal move`).to.be.above(0);
    expect(internals(el).playMove(moves[(n * 7) % moves.length], 'user')).to.equal(true);
    await el.updateComplete;
  }
}

/** The checks every recorded game goes through. */
function checkGolden(golden: Golden): void {
  const { tag, attributes, seed } = golden;
  const what = (step: string): string => `${tag} ${JSON.stringify(attributes)} seed ${JSON.stringify(seed)}: ${step}`;

  it('a fresh element with the same attributes and seed deals the recorded game, and the scripted moves give the recorded save', async () => {
    const el = await mount(tag, { ...attributes, seed });
    expect(el.gameId, what('gameId at the start')).to.equal(golden.gameId);
    expect(el.save(), what('save() at the start')).to.equal(golden.start);
    expect(el.ply, what('ply at the start')).to.equal(0);
    await playScripted(el);
    expect(el.history, what('history')).to.deep.equal(golden.moves);
    expect(el.save(), what('save() after the moves')).to.equal(golden.save);
    expect(position(el), what('position after the moves')).to.equal(golden.position);
    expect(el.gameId, what('gameId after the moves')).to.equal(golden.positionId);
  });

  it('restore(recorded save) gives back the recorded position, ply and history', async () => {
    const el = await mount(tag, QUIET[tag]);
    expect(el.restore(golden.save), what('restore')).to.equal(true);
    await el.updateComplete;
    expect(position(el), what('position')).to.equal(golden.position);
    expect([el.ply, el.canUndo, el.canRedo], what('ply')).to.deep.equal([3, true, false]);
    expect(el.history, what('history')).to.deep.equal(golden.moves);
    expect(el.save(), what('save()')).to.equal(golden.save);
    // Undoing the last move gives back the history before it.
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(el.history, what('history after undo')).to.deep.equal(golden.moves.slice(0, 2));
  });

  it('importGameId(recorded game ID) opens the recorded start; the recorded ID with a position opens that position', async () => {
    const el = await mount(tag, QUIET[tag]);
    expect(el.importGameId(golden.gameId), what('import the start')).to.equal(true);
    await el.updateComplete;
    expect(el.save(), what('save() after importing the start')).to.equal(golden.start);
    expect(el.ply).to.equal(0);
    if (golden.gameId.includes(';seed:')) {
      // A seeded ID sets the game's attributes and seed (mode and opponent are not game settings, so not in an ID).
      expect(el.currentSeed, what('seed')).to.equal(seed);
      for (const [name, value] of Object.entries(attributes)) {
        if (golden.gameId.includes(`;${name}:`)) expect(el.getAttribute(name), what(name)).to.equal(value);
      }
    }
    const other = await mount(tag, QUIET[tag]);
    expect(other.importGameId(golden.positionId), what('import the position')).to.equal(true);
    await other.updateComplete;
    expect(position(other), what('position after importing it')).to.equal(golden.position);
    expect(other.history, what('history after importing the position')).to.deep.equal(golden.moves);
    expect(other.save(), what('save() after importing the position')).to.equal(golden.save);
  });
}

describe('golden games', () => {
  for (const golden of GOLDEN) {
    describe(`<${golden.tag}> ${JSON.stringify(golden.attributes)} seed ${JSON.stringify(golden.seed)}`, () => checkGolden(golden));
  }

  it('a seeded game ID at the start is the seed form (the save form for solvable boards, which are searched for)', () => {
    // A sanity check of the table itself: a slip in pasting would show here.
    for (const golden of GOLDEN) {
      const form = golden.attributes.solvable === '' ? ';save:' : ';seed:';
      expect(golden.gameId, golden.gameId).to.include(form);
      expect(golden.positionId, golden.positionId).to.include(';save:');
    }
  });
});

describe('golden daily boards (2026-11-25)', () => {
  for (const golden of DAILY) {
    it(`<stained-glass-board> ${JSON.stringify(golden.attributes)}: the board of the day, its game ID and the scripted moves`, async () => {
      await on(2026, 11, 25, async () => {
        const el = await mount('stained-glass-board', { ...golden.attributes, seed: golden.seed });
        expect(el.gameId).to.equal(golden.gameId);
        expect(el.save()).to.equal(golden.start);
        await playScripted(el);
        expect(el.history).to.deep.equal(golden.moves);
        expect(el.save()).to.equal(golden.save);
        expect(position(el)).to.equal(golden.position);
        expect(el.gameId).to.equal(golden.positionId);
      });
      // Another day, the recorded IDs still open the recorded boards.
      await on(2027, 1, 2, async () => {
        const el = await mount('stained-glass-board', QUIET['stained-glass-board']);
        expect(el.importGameId(golden.gameId)).to.equal(true);
        await el.updateComplete;
        expect(el.save()).to.equal(golden.start);
        expect(el.importGameId(golden.positionId)).to.equal(true);
        await el.updateComplete;
        expect(position(el)).to.equal(golden.position);
        expect(el.history).to.deep.equal(golden.moves);
      });
    });
  }
});

describe('golden computer moves', () => {
  for (const [tag, attributes, seed, save] of REPLIES) {
    it(`<${tag}> ${JSON.stringify(attributes)} seed ${JSON.stringify(seed)}: the greedy computer opens with the recorded move`, async () => {
      const el = await mount(tag, { ...attributes, seed });
      await waitUntil(() => el.ply === 1, `${tag}: the computer's first move`, { timeout: 10_000 });
      expect(el.save()).to.equal(save);
    });
  }
});
