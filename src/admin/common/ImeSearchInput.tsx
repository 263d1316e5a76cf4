import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useInput, useTranslate } from 'react-admin';

/**
 * The list's search box (`q`), safe for Korean and Chinese input methods: while a syllable is being
 * composed the filter is not updated, so the list neither searches for half-typed jamo nor resets the box
 * in the middle of a character. react-admin's SearchInput filters on every change.
 */
export function ImeSearchInput({
  source = 'q',
  label = 'ra.action.search',
}: {
  source?: string;
  label?: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [text, setText] = useState<string>(typeof field.value === 'string' ? field.value : '');
  const composing = useRef(false);

  // The filter changed from outside (cleared, or restored from the URL): show it.
  useEffect(() => {
    if (!composing.current) setText(typeof field.value === 'string' ? field.value : '');
  }, [field.value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (!composing.current) field.onChange(event.target.value);
  };

  return (
    <TextField
      name={field.name}
      value={text}
      onChange={onChange}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        field.onChange((event.target as HTMLInputElement).value);
      }}
      onBlur={field.onBlur}
      placeholder={translate(label)}
      hiddenLabel
      size="small"
      variant="filled"
      margin="dense"
      slotProps={{
        htmlInput: { 'aria-label': translate(label), type: 'search' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
