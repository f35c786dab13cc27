/**
 * The CodeMirror 6 editor (spec section 9: dark theme, font size 14, word wrap, a minimap, the two
 * completion snippets, Ctrl+Space for suggestions). Loaded only by the editor route, lazily: its
 * languages load on demand too. Tab indents; Escape then Tab leaves the editor (CodeMirror's
 * keyboard-trap escape), which the hint under the editor says.
 */
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  snippetCompletion,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { useLingui } from '@lingui/react/macro';
import { showMinimap } from '@replit/codemirror-minimap';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { EditorLanguage } from '@institute/shared-schema';
import { snippets } from './starters';

async function languageSupport(language: EditorLanguage): Promise<Extension> {
  switch (language) {
    case 'java':
      return (await import('@codemirror/lang-java')).java();
    case 'python':
      return (await import('@codemirror/lang-python')).python();
    case 'cpp':
    case 'c':
      return (await import('@codemirror/lang-cpp')).cpp();
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript();
    case 'html':
      return (await import('@codemirror/lang-html')).html();
    case 'csharp': {
      const { csharp } = await import('@codemirror/legacy-modes/mode/clike');
      return StreamLanguage.define(csharp);
    }
  }
}

/** The snippets' descriptions in the completion list, in the reader's language (the snippets themselves are code). */
interface SnippetDetails {
  print: string;
  forLoop: string;
}

function snippetSource(language: EditorLanguage, details: SnippetDetails): CompletionSource {
  const { print, forLoop } = snippets[language];
  const options = [
    snippetCompletion(print, { label: language === 'python' ? 'print' : 'println', detail: details.print, type: 'keyword' }),
    snippetCompletion(forLoop, { label: 'for', detail: details.forLoop, type: 'keyword' }),
  ];
  return (context) => {
    const word = context.matchBefore(/\w*/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options, validFor: /^\w*$/ };
  };
}

/**
 * One Dark's colours, three of them lightened so every token reads at 4.5:1 or more on the
 * editor's background and its active line (WCAG AA): comments, keywords, and names.
 */
const lighter: Record<string, string> = { '#7d8799': '#9aa3b3', '#c678dd': '#d38fe5', '#e06c75': '#e8878f' };
const readableOneDark = HighlightStyle.define(
  oneDarkHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && lighter[spec.color] ? { ...spec, color: lighter[spec.color] } : spec,
  ),
);

const editorTheme = EditorView.theme({
  '&': { fontSize: '14px', height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
});

export interface CodeEditorProps {
  language: EditorLanguage;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter / Cmd+Enter. */
  onRun: () => void;
  labelledBy: string;
}

export default function CodeEditor({ language, value, onChange, onRun, labelledBy }: CodeEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const phrasesSlot = useRef(new Compartment());
  const callbacks = useRef({ onChange, onRun });
  useEffect(() => {
    callbacks.current = { onChange, onRun };
  });

  // Made as the host is drawn (a layout effect), so the value effect below always finds the view.
  useLayoutEffect(() => {
    const minimapHost = () => ({ dom: document.createElement('div') });
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          oneDarkTheme,
          syntaxHighlighting(readableOneDark),
          editorTheme,
          EditorView.lineWrapping,
          // The minimap (spec section 9) on screens wide enough for it; on a phone it would cover the code.
          ...(window.matchMedia('(min-width: 48em)').matches
            ? [showMinimap.compute([], () => ({ create: minimapHost, displayText: 'blocks' as const, showOverlay: 'always' as const }))]
            : []),
          languageSlot.current.of([]),
          phrasesSlot.current.of([]),
          autocompletion(),
          keymap.of([
            { key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) },
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) callbacks.current.onChange(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The view is created once; language and value changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // CodeMirror's own words that this editor can show or announce (the completion list's name, a
  // screen reader's "Selection deleted"), in the reader's language.
  useEffect(() => {
    view.current?.dispatch({
      effects: phrasesSlot.current.reconfigure(
        EditorState.phrases.of({
          Completions: t`Completions`,
          'Selection deleted': t`Selection deleted`,
          'Control character': t`Control character`,
        }),
      ),
    });
  }, [t]);

  useEffect(() => {
    let cancelled = false;
    const details = { print: t`print a line`, forLoop: t`for loop` };
    void languageSupport(language).then((support) => {
      const v = view.current;
      if (cancelled || !v) return;
      // The snippets join the language's own completions as language data.
      const snippetData = EditorState.languageData.of(() => [{ autocomplete: snippetSource(language, details) }]);
      v.dispatch({ effects: languageSlot.current.reconfigure([support, snippetData]) });
    });
    return () => {
      cancelled = true;
    };
  }, [language, t]);

  // A value from outside (another language's starter, a restored draft) replaces the text. A layout
  // effect, run as the value is drawn: a passive effect may run a frame later (Preact), after more
  // typing, and would put an older value back, which the editor reports, which is put back again.
  useLayoutEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} style={{ height: '100%', minHeight: 320 }} data-testid="code-editor" />;
}
