import { Button } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useRef } from 'react';

/** Props of {@link FileChoice}. */
export interface FileChoiceProps {
  label: string;
  icon?: string;
  disabled?: boolean;
  /** The accepted file types of the input (e.g. '.csv'). */
  accept: string;
  onFile: (file: File) => void;
}

/** A toolbar button that opens the browser's file choice; the input stays hidden, the button carries the name. */
export function FileChoice({ label, icon, disabled, accept, onFile }: FileChoiceProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button text={label} icon={icon as IconName} disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
