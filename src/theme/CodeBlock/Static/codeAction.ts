/** A static block's buttons, by their `data-code-action` (./index.tsx renders them, ./actions.ts runs them). */
export const CODE_ACTION = { copy: 'copy', wordWrap: 'word-wrap' } as const;
