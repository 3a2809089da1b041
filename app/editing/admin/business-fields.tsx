import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { languages } from "#common/languages.ts";
import { Check, Languages, languageName, languageOf, Text, type BlockEditor, type FieldsProps } from "./block-fields";

/**
 * The business details' and the announcement's editors (server/editing/business-blocks.server.ts):
 * each field named by its path in the block's document.
 */
const business = copy.blocks.business;
const announcement = copy.blocks.announcement;

function BusinessFields(p: FieldsProps) {
  const f = business.fields;
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{business.title}</legend>
      <Text name="contactEmail" label={f.contactEmail} hint={f.contactEmailHint} type="email" {...p} />
      <Text name="founderName" label={f.founderName} {...p} />
      <Text name="socialUrl" label={f.socialUrl} type="url" {...p} />
      <Text name="socialLabel" label={f.socialLabel} hint={f.socialLabelHint} {...p} />
      <Text name="newsletterUrl" label={f.newsletterUrl} type="url" {...p} />
      <Text name="newsletterSubscribeUrl" label={f.newsletterSubscribeUrl} type="url" {...p} />
      <Text name="newsletterFeedUrl" label={f.newsletterFeedUrl} hint={f.newsletterFeedHint} type="url" {...p} />
      {[0, 1].map((i) => (
        <fieldset key={i} className="flex flex-col gap-4 rounded-xl bg-paper-alt p-4">
          <legend className="px-1 text-xl font-semibold">{f.video(i + 1)}</legend>
          {/* A link or an id: text with the web-address keyboard, as a phone's share link is pasted. */}
          <Text name={`videos.${i}.id`} label={f.videoId} hint={f.videoIdHint} inputMode="url" autoCapitalize="none" spellCheck={false} {...p} />
          <Text name={`videos.${i}.title`} label={f.videoTitle} {...p} />
        </fieldset>
      ))}
    </fieldset>
  );
}

/** A new message is shown: "Show the announcement" starts ticked until there are words (then it is what she chose). */
export function showTicked(fields: FieldsProps["fields"]): FieldsProps["fields"] {
  return languages.every((language) => (fields[`${language}.text`] ?? "") === "") ? { ...fields, on: "on" } : fields;
}

function AnnouncementFields(p: FieldsProps) {
  const f = announcement.fields;
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{announcement.title}</legend>
      <Check name="on" label={f.on} fields={showTicked(p.fields)} />
      <p className="text-sm text-ink-soft">{f.datesHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Text name="startDate" label={f.startDate} type="date" {...p} />
        <Text name="endDate" label={f.endDate} type="date" {...p} />
      </div>
      <Text name="link" label={f.link} hint={f.linkHint} type="url" {...p} />
      <Languages>
        {(language) => (
          <>
            <Text name={`${language}.text`} label={f.text} {...p} />
            <Text name={`${language}.linkText`} label={f.linkText} {...p} />
          </>
        )}
      </Languages>
    </fieldset>
  );
}

const words = (fields: object) => fields as Record<string, string>;

export const businessEditor: BlockEditor = {
  Fields: BusinessFields,
  label: (name) => {
    const f = business.fields;
    const video = /^videos\.(\d)\.(id|title)$/.exec(name);
    if (video) return copy.fieldLabel([f.video(Number(video[1]) + 1), video[2] === "id" ? f.videoId : f.videoTitle]);
    return words(f)[name] ?? name;
  },
};

export const announcementEditor: BlockEditor = {
  Fields: AnnouncementFields,
  label: (name) => {
    const language = languageOf(name);
    const key = name.split(".").at(-1)!;
    return language ? copy.fieldLabel([languageName(language), words(announcement.fields)[key] ?? key]) : (words(announcement.fields)[name] ?? name);
  },
};
