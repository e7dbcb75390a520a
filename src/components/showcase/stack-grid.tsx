import { STACK_ICON_SIZE, STACK_REVEAL } from "../../config/constants";
import type { Stack } from "../../content/page-data";
import { ContentImage } from "../content-image";
import { Card } from "../elements/card";

/**
 * The technology logos: 2 columns on phones, then 3, 4 and 5 as the screen widens. Each logo
 * sits on a small light plate, so dark logos (GitHub, Kubernetes' outline) read on the dark
 * theme's tiles too.
 */
export function StackGrid({ stacks }: { stacks: readonly Stack[] }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
      data-testid="stack-grid"
    >
      {stacks.map((stack, index) => (
        <Card
          as="li"
          key={stack.yamlId}
          motion={STACK_REVEAL}
          index={index}
          padded={false}
          // Logo above name: a name such as PostgreSQL cannot wrap, and a narrow tile has no room
          // beside the logo for it.
          className="flex flex-col items-center gap-2 p-4 text-center"
        >
          <span className="shrink-0 rounded-xl bg-slate-100 p-2 dark:bg-slate-200">
            <ContentImage
              file={stack.icon}
              alt=""
              width={STACK_ICON_SIZE}
              height={STACK_ICON_SIZE}
              className="h-10 w-10"
            />
          </span>
          <span className="text-sm font-semibold break-words">{stack.name}</span>
        </Card>
      ))}
    </ul>
  );
}
