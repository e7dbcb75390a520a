import {
  STACK_FADE_MS,
  STACK_ICON_SIZE,
  STACK_REVEAL_MAX_MS,
  STACK_REVEAL_STEP_MS,
} from "../../config/constants";
import type { Stack } from "../../content/page-data";
import { ContentImage } from "../content-image";
import { Reveal } from "../reveal";
import { staggerDelay } from "../stagger";

/** The technology logos: 2 columns on phones, then 3, 4 and 5 as the screen widens. */
export function StackGrid({ stacks }: { stacks: readonly Stack[] }) {
  return (
    <ul
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
      data-testid="stack-grid"
    >
      {stacks.map((stack, index) => (
        <Reveal
          as="li"
          key={stack.yamlId}
          durationMs={STACK_FADE_MS}
          rise="0.75rem"
          delayMs={staggerDelay(index, STACK_REVEAL_STEP_MS, STACK_REVEAL_MAX_MS)}
          className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-100"
        >
          <ContentImage
            file={stack.icon}
            alt=""
            width={STACK_ICON_SIZE}
            height={STACK_ICON_SIZE}
            className="h-12 w-12"
          />
          <span className="text-sm font-medium text-slate-900">{stack.name}</span>
        </Reveal>
      ))}
    </ul>
  );
}
