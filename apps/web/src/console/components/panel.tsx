import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  children?: ReactNode;
  /** The heading's level: 2 on a screen, 3 inside a detail whose title is the h2. */
  level?: 2 | 3;
  /** The heading's id, where a test or a link needs a fixed one; otherwise one is made. */
  titleId?: string;
  className?: string;
}

/** A titled section of a screen, named by its heading. */
export function Panel({ title, children, level = 2, titleId, className }: PanelProps) {
  const madeId = useId();
  const id = titleId ?? madeId;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={id}>
      <Heading className="panel__title" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
