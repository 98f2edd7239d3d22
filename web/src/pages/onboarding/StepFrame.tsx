// One wizard step: an h2 container with its actions, focused when the wizard moves to it so
// keyboard and screen-reader users follow the step change.
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type StepFrameProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Hint shown beside the actions (for instance why the main button is disabled). */
  secondaryActions?: ReactNode;
  focusOnMount: boolean;
  children?: ReactNode;
};

export function StepFrame({ title, description, actions, secondaryActions, focusOnMount, children }: StepFrameProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusOnMount) section.current?.focus();
  }, [focusOnMount]);

  return (
    <section ref={section} tabIndex={-1} aria-labelledby={titleId} className="markk-step">
      <Form actions={actions} secondaryActions={secondaryActions}>
        <Container
          header={
            <Header variant="h2" description={description}>
              <span id={titleId}>{title}</span>
            </Header>
          }
        >
          {children}
        </Container>
      </Form>
    </section>
  );
}
