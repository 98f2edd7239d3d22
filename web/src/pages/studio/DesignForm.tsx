// The studio's editor: template, size, layout, colours, pattern, logo, the template's words and the alt text.
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Tiles from '@cloudscape-design/components/tiles';
import type { ImageDesign, TemplateView, TemplatesResponse } from '#contracts/studio';
import { switchTemplate, type Draft } from './design.ts';
import { PhotoFields } from './PhotoFields.tsx';

const TEMPLATE = 'Template';
const PREMIUM_ONLY = 'Premium';
const SIZE = 'Size';
const LAYOUT = 'Layout';
const BACKGROUND = 'Background';
const PATTERN = 'Pattern';
const LOGO = 'Logo';
const LOGO_SIZE = 'Logo size';
const ALT_TEXT = 'Alt text';
const ALT_HINT = 'What the image shows, for people using screen readers. Posted with the image.';
const LIST_HINT = 'One per line.';

const BACKGROUNDS: SelectProps.Option[] = [
  { value: 'primary', label: 'Primary colour' },
  { value: 'secondary', label: 'Secondary colour' },
  { value: 'light', label: 'Light tint' },
  { value: 'dark', label: 'Dark shade' },
];
const PATTERNS: SelectProps.Option[] = [
  { value: 'none', label: 'None' },
  { value: 'dots', label: 'Dots' },
  { value: 'stripes', label: 'Stripes' },
  { value: 'waves', label: 'Waves' },
  { value: 'grid', label: 'Grid' },
];
const LOGO_POSITIONS: SelectProps.Option[] = [
  { value: 'top-left', label: 'Top left' },
  { value: 'top-right', label: 'Top right' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'none', label: 'No logo' },
];
const LOGO_SCALES: SelectProps.Option[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

const selected = (options: SelectProps.Option[], value: string) => options.find((o) => o.value === value) ?? options[0]!;

interface Props {
  templates: readonly TemplateView[];
  sizes: TemplatesResponse['sizes'];
  premium: boolean;
  draft: Draft;
  onChange: (draft: Draft) => void;
}

export function DesignForm({ templates, sizes, premium, draft, onChange }: Props) {
  const { design } = draft;
  const template = templates.find((t) => t.id === design.template)!;
  const set = (changes: Partial<ImageDesign>) => onChange({ ...draft, design: { ...design, ...changes } });
  const setField = (name: string, value: string | string[]) => set({ fields: { ...design.fields, [name]: value } });
  const sizeOptions = sizes.map((s) => ({ value: s.id, label: s.label }));
  const layouts = Array.from({ length: template.variants }, (_, i) => ({ value: String(i), label: `Layout ${i + 1}` }));

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{TEMPLATE}</Header>}>
        <Tiles
          ariaLabel={TEMPLATE}
          columns={2}
          value={design.template}
          onChange={({ detail }) =>
            onChange(
              switchTemplate(
                draft,
                templates.find((t) => t.id === detail.value)!,
              ),
            )
          }
          items={templates.map((t) => ({
            value: t.id,
            label: t.label,
            description: t.premium && !premium ? `${t.description} (${PREMIUM_ONLY})` : t.description,
            disabled: t.premium && !premium,
          }))}
        />
      </Container>
      <Container header={<Header variant="h2">Design</Header>}>
        <SpaceBetween size="m">
          <FormField label={SIZE}>
            <Select
              selectedOption={selected(sizeOptions, design.size)}
              options={sizeOptions}
              onChange={({ detail }) => set({ size: detail.selectedOption.value as ImageDesign['size'] })}
            />
          </FormField>
          {template.variants > 1 && (
            <FormField label={LAYOUT}>
              <Select
                selectedOption={selected(layouts, String(design.variant ?? 0))}
                options={layouts}
                onChange={({ detail }) => set({ variant: Number(detail.selectedOption.value) })}
              />
            </FormField>
          )}
          <FormField label={BACKGROUND}>
            <Select
              selectedOption={selected(BACKGROUNDS, design.background ?? 'primary')}
              options={BACKGROUNDS}
              onChange={({ detail }) => set({ background: detail.selectedOption.value as ImageDesign['background'] })}
            />
          </FormField>
          <FormField label={PATTERN}>
            <Select
              selectedOption={selected(PATTERNS, design.pattern ?? 'none')}
              options={PATTERNS}
              onChange={({ detail }) => set({ pattern: detail.selectedOption.value as ImageDesign['pattern'] })}
            />
          </FormField>
          <FormField label={LOGO}>
            <Select
              selectedOption={selected(LOGO_POSITIONS, design.logo?.position ?? 'top-left')}
              options={LOGO_POSITIONS}
              onChange={({ detail }) =>
                set({ logo: { scale: design.logo?.scale ?? 'medium', position: detail.selectedOption.value as NonNullable<ImageDesign['logo']>['position'] } })
              }
            />
          </FormField>
          <FormField label={LOGO_SIZE}>
            <Select
              selectedOption={selected(LOGO_SCALES, design.logo?.scale ?? 'medium')}
              options={LOGO_SCALES}
              onChange={({ detail }) =>
                set({
                  logo: { position: design.logo?.position ?? 'top-left', scale: detail.selectedOption.value as NonNullable<ImageDesign['logo']>['scale'] },
                })
              }
            />
          </FormField>
        </SpaceBetween>
      </Container>
      {template.photos > 0 && <PhotoFields key={template.id} count={template.photos} photos={design.photos ?? []} onChange={(photos) => set({ photos })} />}
      <Container header={<Header variant="h2">Words</Header>}>
        <SpaceBetween size="m">
          {template.fields.map((field) => {
            const value = design.fields[field.name];
            if (field.kind === 'list') {
              const lines = Array.isArray(value) ? value : [];
              return (
                <FormField
                  key={field.name}
                  label={field.label}
                  description={LIST_HINT}
                  constraintText={`Up to ${field.maxItems ?? 10} lines of ${field.max} characters.`}
                >
                  <Textarea
                    value={lines.join('\n')}
                    placeholder={field.placeholder}
                    rows={Math.max(3, lines.length)}
                    onChange={({ detail }) => setField(field.name, detail.value.split('\n'))}
                  />
                </FormField>
              );
            }
            const text = typeof value === 'string' ? value : '';
            return (
              <FormField key={field.name} label={field.label} constraintText={`${text.length}/${field.max}`}>
                <Input value={text} placeholder={field.placeholder} onChange={({ detail }) => setField(field.name, detail.value)} />
              </FormField>
            );
          })}
          <FormField label={ALT_TEXT} description={ALT_HINT} constraintText={`${draft.altText.length}/1000`}>
            <Textarea value={draft.altText} rows={2} onChange={({ detail }) => onChange({ ...draft, altText: detail.value })} />
          </FormField>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
