import { setCustomElementsManifest, type Decorator, type Preview } from '@storybook/web-components-vite';
import { action } from 'storybook/actions';
import { useEffect } from 'storybook/preview-api';
import manifest from '../custom-elements.json';

/** The parts of a custom elements manifest (schema 2.x) this file reads. */
interface Member {
  kind: string;
  name: string;
  privacy?: 'public' | 'protected' | 'private';
  static?: boolean;
}
interface Declaration {
  members?: Member[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

/**
 * The manifest with only what a page can use. The analyzer also records
 * private (`#x`), protected and static members, and Storybook would list
 * every one of them as a property.
 */
function publicApi(source: Manifest): Manifest {
  const isPublic = (m: Member): boolean => !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#');
  return {
    ...source,
    modules: source.modules.map((mod) => ({
      ...mod,
      declarations: mod.declarations?.map((decl) => ({ ...decl, members: decl.members?.filter(isPublic) })),
    })),
  };
}

// Every component's docs table (attributes, properties, events, slots, CSS
// parts and custom properties) and its controls come from the manifest.
setCustomElementsManifest(publicApi(manifest as Manifest));

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];
type ArgType = ReturnType<ArgTypesEnhancer>[string];

/**
 * The control type for an attribute, from the manifest's TypeScript type
 * text: `boolean`, `number`, a union of string literals (a choice) or, since
 * any attribute value is a string, text.
 */
function attributeType(typeText: string | undefined): ArgType['type'] {
  const parts = (typeText ?? 'string')
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== 'null' && p !== 'undefined');
  if (parts.length === 1 && (parts[0] === 'boolean' || parts[0] === 'number')) return { name: parts[0] };
  const literals = parts.map((p) => /^'([^']*)'$|^"([^"]*)"$/.exec(p));
  if (literals.length > 0 && literals.every((m) => m !== null)) {
    return { name: 'enum', value: literals.map((m) => m![1] ?? m![2]!) };
  }
  return { name: 'string' };
}

/**
 * Storybook gives every manifest row it cannot type an "object" control, even
 * events and CSS parts. Here only attributes get controls (typed from the
 * manifest, see {@link attributeType}); properties, events, slots and CSS
 * rows stay in the docs table without one. A story's own `control` wins.
 */
const manifestControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      if (argType.control !== undefined) return [name, argType];
      if (argType.table?.category !== 'attributes') return [name, { ...argType, control: false }];
      return [name, { ...argType, type: attributeType(argType.table.type?.summary) }];
    }),
  );

/**
 * Logs the events named in `parameters.actions.handles` in the Actions panel
 * with their `detail`. The games' events bubble and are composed, so
 * listening on the story's canvas catches them. (Storybook's own
 * `withActions` decorator, from `storybook/actions/decorator`, takes the same
 * parameter but logs the bare event object, and the panel then shows only
 * `isTrusted`: `detail` is an inherited getter, which it does not serialize.)
 */
const withEventActions: Decorator = (story, { canvasElement, parameters }) => {
  const names: string[] = parameters.actions?.handles ?? [];
  useEffect(() => {
    const handlers = names.map((name) => {
      const log = action(name);
      return [name, (event: Event) => log(event instanceof CustomEvent ? event.detail : event)] as const;
    });
    for (const [name, handler] of handlers) canvasElement.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of handlers) canvasElement.removeEventListener(name, handler);
    };
  }, [canvasElement, names.join(' ')]);
  return story();
};

/** The toolbar's languages: every one that ships, by its own name. */
const LANGUAGES: readonly (readonly [string, string])[] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['it', 'Italiano'],
  ['pt', 'Português'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['uk', 'Українська'],
  ['tr', 'Türkçe'],
  ['ja', '日本語'],
  ['zh', '中文（简体）'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
];

/**
 * The language toolbar: sets `lang` (and `dir="rtl"` for Arabic and Hebrew)
 * on the preview's `<html>`, as a page would; every game follows it. A
 * story's own `lang` attribute wins, as it does on a page.
 */
const withLanguage: Decorator = (story, { globals }) => {
  const lang = typeof globals.locale === 'string' ? globals.locale : 'en';
  useEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.dir = lang === 'ar' || lang === 'he' ? 'rtl' : 'ltr';
  }, [lang]);
  return story();
};

const preview: Preview = {
  // A docs page for every component, built from the manifest and the stories.
  tags: ['autodocs'],
  decorators: [withEventActions, withLanguage],
  globalTypes: {
    locale: {
      description: 'The language of the games (the page\'s <html lang>)',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES.map(([value, title]) => ({ value, title })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  argTypesEnhancers: [manifestControls],
  parameters: {
    // The games' events, logged in the Actions panel by withEventActions.
    actions: { handles: ['move', 'game-over', 'undo', 'redo', 'new-game'] },
    // Show each control's description from the manifest next to it.
    controls: { expanded: true },
  },
};

export default preview;
