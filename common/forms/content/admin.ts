import type { FormId } from "#common/forms/kinds.ts";

/** The owner's words for each form (common/forms/kinds.ts): the inbox, the dashboard, the traffic report, a person's data. */
export const formsAdmin = {
  /** One submission, several (the inbox's filter), and the heading of their count (the dashboard, the traffic report). */
  kinds: {
    "discovery-call": { label: "Discovery call", plural: "Discovery calls", counted: "Discovery call requests" },
    contact: { label: "Message", plural: "Messages", counted: "Contact messages" },
    partnership: { label: "Partnership", plural: "Partnerships", counted: "Partnership inquiries" },
    feedback: { label: "Feedback", plural: "Feedback", counted: "Feedback" },
  } satisfies Record<FormId, { label: string; plural: string; counted: string }>,
  replySubject: {
    "discovery-call": "Re: your discovery call request",
    contact: "Re: your message to Kindred Pages",
    partnership: "Re: your partnership inquiry",
    feedback: "Re: your feedback",
  } satisfies Record<FormId, string>,
  /** The reply's subject for a visitor who wrote from the Spanish pages (Spanish: the visitor reads it). */
  replySubjectSpanish: {
    // review: Spanish subjects of the owner's reply, "Re:" kept as email programs write it; the forms' own names ("llamada de orientación", "alianzas") as app/content/es/ has them
    "discovery-call": "Re: su solicitud de llamada de orientación",
    contact: "Re: su mensaje a Kindred Pages",
    partnership: "Re: su consulta sobre alianzas",
    feedback: "Re: sus comentarios",
  } satisfies Record<FormId, string>,
  /** Every stored field of each kind, in the order the form asks, with the owner's label. */
  fieldLabels: {
    "discovery-call": {
      parent_name: "Name",
      parent_email: "Email",
      parent_phone: "Phone",
      child_name: "Child's name",
      child_age: "Child's age",
      preferred_time: "Best time for a call",
      timezone: "Time zone",
      challenges: "What they would like to talk about",
      hear_about_us: "How they heard about us",
    },
    contact: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      child_age: "Child's age",
      message: "Message",
      hear_about_us: "How they heard about us",
    },
    partnership: {
      contact_name: "Name",
      email: "Email",
      phone: "Phone",
      organization_name: "Organization",
      students_count: "Number of students",
      message: "Message",
    },
    feedback: {
      full_name: "Full name",
      email_address: "Email address",
      phone_number: "Phone number",
      session_date: "Date of the session",
      children_ages: "Children's ages",
      overall_satisfaction: "Overall satisfaction (1-5)",
      most_valuable_aspect: "Most valuable part",
      quality_deliverables_rating: "Quality of deliverables (1-5)",
      book_selections_rating: "Book selections (1-5)",
      book_collection_family_values_rating: "Books and family values (1-5)",
      fiction_recommendations_rating: "Fiction recommendations (1-5)",
      ongoing_email_support_rating: "Ongoing email support (1-5)",
      reading_behavior_improvements: "Reading improvements noticed",
      diverse_book_collection: "A more diverse book collection",
      encouraging_reading_discussions: "Reading conversations at home",
      positive_changes_observed: "Other positive changes",
      experience_story: "Their experience in their own words",
      website_testimonial_permission: "May be quoted on the website",
      service_improvements: "How we could do better",
      additional_services_interest: "Other services they would like",
      other_comments: "Other comments",
      permission_use_instructional: "May be used in instructional material",
      permission_share_with_clients: "May be shared with other clients",
      permission_share_feedback_social: "May be shared on social media",
      permission_testimonial_future_stories: "May be used in future stories",
      permission_contact_marketing: "May be contacted about news and offers",
    },
  } satisfies Record<FormId, Record<string, string>>,
} as const;
