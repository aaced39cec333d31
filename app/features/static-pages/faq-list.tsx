import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { textLink } from "~/features/public-content/styles";
import { EmailLink, PhoneLink } from "./contact-links";
import { type AnswerPart, answerParts, answerText, type FaqGroup, type FaqValues } from "./faq-answers";

/** schema.org FAQPage for the questions shown. */
export function faqPageJsonLd(groups: FaqGroup[], values: FaqValues) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: answerText(item.answer, values) },
      })),
    ),
  };
}

function Part({ part }: { part: AnswerPart }) {
  switch (part.kind) {
    case "email":
      return <EmailLink email={part.email} />;
    case "phone":
      return <PhoneLink phone={part.phone} />;
    case "contact-page":
      return (
        <Link to="/contact" className={textLink}>
          {part.text}
        </Link>
      );
    default:
      return <>{part.text}</>;
  }
}

/** The questions, one disclosure (<details>) each, under a heading per group. */
export function FaqList({ values, groups }: { values: FaqValues; groups: FaqGroup[] }) {
  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className="scroll-mt-24"
        >
          <h2 id={`${group.id}-heading`} className="text-2xl font-semibold tracking-tight text-fg">
            {group.title}
          </h2>
          <div className="mt-4 space-y-3">
            {group.items.map((item) => (
              <details
                key={item.id}
                id={item.id}
                className="group scroll-mt-24 rounded-lg border border-border bg-card"
              >
                <summary
                  className={
                    "flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 " +
                    "font-medium text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 " +
                    "focus-visible:outline-primary dark:hover:bg-white/5 [&::-webkit-details-marker]:hidden"
                  }
                >
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="space-y-3 px-5 pb-5 leading-7 text-fg">
                  <p>
                    {answerParts(item.answer, values).map((part, index) => (
                      <Part key={index} part={part} />
                    ))}
                  </p>
                  {item.link ? (
                    <p>
                      <Link to={item.link.to} className={textLink}>
                        {item.link.label}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
