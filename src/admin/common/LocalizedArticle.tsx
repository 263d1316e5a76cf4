import { TextInput } from 'react-admin';
import { LazyRichTextInput } from './LazyRichTextInput.tsx';
import { LocalizedTabs } from './LocalizedTabs.tsx';

/**
 * A one-line heading and a rich-text body in every language's tab (docs/decisions/0012-localized-content.md): a notice's title and
 * content, a download's, a term's, a FAQ's question and answer.
 */
export function LocalizedArticle({
  heading = 'title',
  body = 'content',
  headingMax,
}: {
  heading?: string;
  body?: string;
  headingMax: number;
}) {
  return (
    <LocalizedTabs fields={[heading, body]}>
      {(source, _locale, label) => (
        <>
          <TextInput
            source={source(heading)}
            label={label(heading)}
            slotProps={{ htmlInput: { maxLength: headingMax } }}
          />
          <LazyRichTextInput source={source(body)} label={label(body)} />
        </>
      )}
    </LocalizedTabs>
  );
}
