import { useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";

const never = () => () => {};
/** Whether this browser lets a page copy: false in the server's HTML and before hydration, so the button is never drawn dead. */
const useCanCopy = () => useSyncExternalStore(never, () => typeof navigator.clipboard?.writeText === "function", () => false);

/**
 * A button that copies `text` and says so, shown only where the browser can copy (after hydration,
 * on a secure page). Without it the text stays on the page to select: the button is an extra.
 */
export function CopyButton({ text, label, copied, failed }: { text: string; label: string; copied: string; failed: string }) {
  const ready = useCanCopy();
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  return (
    <div className="flex flex-col gap-1">
      {ready ? (
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => setResult("copied"),
              () => setResult("failed"),
            )
          }
        >
          {label}
        </Button>
      ) : null}
      <p role="status" className="text-sm font-semibold">
        {result === "copied" ? copied : result === "failed" ? failed : null}
      </p>
    </div>
  );
}
