import type { Meta, StoryObj } from 'storybook-react-rsbuild';

const colours = [
  ['--fds-color-primary', 'Primary: buttons, links, brand'],
  ['--fds-color-primary-hover', 'Primary hover'],
  ['--fds-color-primary-soft', 'Primary tint: selected rows, hovers'],
  ['--fds-color-accent', 'Accent: decoration only'],
  ['--fds-color-accent-strong', 'Accent for text and icons'],
  ['--fds-color-accent-soft', 'Accent tint: icon tiles'],
  ['--fds-color-plum', 'Plum: focus rings'],
  ['--fds-color-background', 'Page background'],
  ['--fds-color-surface', 'Cards, dialogs, inputs'],
  ['--fds-color-surface-sunken', 'Disabled, wells'],
  ['--fds-color-text', 'Body text'],
  ['--fds-color-text-muted', 'Hints, secondary text'],
  ['--fds-color-border', 'Input borders'],
  ['--fds-color-border-subtle', 'Dividers, card edges'],
  ['--fds-color-danger', 'Errors, destructive'],
  ['--fds-color-success', 'Success'],
] as const;

const typeScale = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
const spaces = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 'var(--fds-space-7)' }}>
      <section>
        <h2>Colours</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' }}>
          {colours.map(([name, use]) => (
            <div key={name} style={{ border: '1px solid var(--fds-color-border-subtle)', borderRadius: 'var(--fds-radius-md)', overflow: 'hidden', background: 'var(--fds-color-surface)' }}>
              <div style={{ height: '4rem', background: `var(${name})` }} />
              <div style={{ padding: 'var(--fds-space-3)', fontSize: 'var(--fds-font-size-sm)' }}>
                <code>{name}</code>
                <div>{use}</div>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>Type scale (base 18px)</h2>
        {typeScale.map((step) => (
          <p key={step} style={{ fontSize: `var(--fds-font-size-${step})`, margin: '0 0 var(--fds-space-2)' }}>
            {step}: Your loved one will receive their first call within 24 hours.
          </p>
        ))}
      </section>
      <section>
        <h2>Spacing</h2>
        {spaces.map((step) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: '1rem', marginBottom: '0.5rem' }}>
            <code style={{ width: '9rem' }}>--fds-space-{step}</code>
            <div style={{ width: `var(--fds-space-${step})`, height: '1rem', background: 'var(--fds-color-primary)' }} />
          </div>
        ))}
      </section>
      <section>
        <h2>Focus ring</h2>
        <button type="button" style={{ minHeight: 'var(--fds-tap-target)', padding: '0 1.5rem' }}>
          Tab to me
        </button>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
export const All: StoryObj<typeof meta> = {};
