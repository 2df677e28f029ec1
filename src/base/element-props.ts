import type { LitElement } from 'lit';

/** Whether two types are the same (readonly modifiers included). */
type Same<X, Y, Then, Else> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? Then : Else;

/**
 * An element's own settable properties: writable, not methods, not Lit's or
 * HTMLElement's. For the games, exactly the attribute-backed properties
 * (`size`, `seed`, `readonly`...); read-only getters like `ply` are left out.
 * Derived rather than listed, so a new attribute is typed the day it lands.
 * The framework wrappers (`boardlets/react`, `boardlets/vue`) type their props with it.
 */
export type ElementProps<E extends HTMLElement> = Exclude<
  {
    [K in keyof E]-?: E[K] extends (...args: never[]) => unknown
      ? never
      : Same<{ [Q in K]: E[K] }, { -readonly [Q in K]: E[K] }, K, never>;
  }[keyof E],
  keyof LitElement
>;
