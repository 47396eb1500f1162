import React, { useState, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  name: string;
  hex: string;
}

/** A colour sample that copies its hex value to the clipboard when clicked. */
export default function ColorSwatch({ name, hex }: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(hex);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button type="button" className={styles.swatch} onClick={copy}>
      <span className={styles.chip} style={{ backgroundColor: hex }} aria-hidden="true" />
      <span>
        <strong>{name}</strong>
        <br />
        <code>{hex}</code>
      </span>
      <span role="status" className={styles.status}>
        {copied ? 'Copied!' : ''}
      </span>
    </button>
  );
}
