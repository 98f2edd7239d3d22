// The studio's editing state: the design sent to the server and the alt text, and where a new
// design starts (the first template with its placeholders, or a post's suggestion).
import type { ImageDesign, SuggestResponse, TemplateView } from '#contracts/studio';

export interface Draft {
  design: ImageDesign;
  altText: string;
}

/** A template's fields with its placeholders as words, so a new design shows something real. */
export function placeholderFields(template: TemplateView): ImageDesign['fields'] {
  const fields: ImageDesign['fields'] = {};
  for (const field of template.fields) {
    if (!field.required) continue;
    fields[field.name] = field.kind === 'list' ? field.placeholder.split(/\s*[\n;]\s*/).filter(Boolean) : field.placeholder;
  }
  return fields;
}

export function startingDesign(templates: readonly TemplateView[], suggestion?: SuggestResponse): Draft {
  const template = templates.find((t) => t.id === suggestion?.template) ?? templates[0]!;
  const base: ImageDesign = {
    template: template.id,
    size: 'square',
    variant: 0,
    fields: suggestion ? { ...placeholderFields(template), ...suggestion.fields } : placeholderFields(template),
    background: 'primary',
    logo: { position: 'top-left', scale: 'medium' },
    pattern: 'none',
    slide: 0,
  };
  return { design: base, altText: suggestion?.altText ?? '' };
}

/** The same design on another template: the words carried over where the new template has a field of that name. */
export function switchTemplate(draft: Draft, template: TemplateView): Draft {
  const fields = placeholderFields(template);
  for (const field of template.fields) {
    const before = draft.design.fields[field.name];
    if (before !== undefined && (field.kind === 'list') === Array.isArray(before)) fields[field.name] = before;
  }
  return { ...draft, design: { ...draft.design, template: template.id, variant: 0, slide: 0, fields } };
}
