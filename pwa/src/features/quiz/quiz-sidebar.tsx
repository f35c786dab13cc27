import { plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { NavLink, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import {
  isSelectable,
  isTierUnlocked,
  quizLanguageNames,
  quizLanguages,
  quizRules,
  quizSubLevels,
  quizTiers,
  type QuizLanguage,
  type QuizProgress,
  type QuizSubLevel,
  type QuizTier,
} from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { subLevelLabels, tierLabels } from '../certificates/quiz-level-labels';
import type { QuizSelection } from './quiz-selection';

interface QuizSidebarProps {
  progress: QuizProgress;
  signedIn: boolean;
  selection: QuizSelection;
  onSelect: (s: QuizSelection) => void;
  /** A visitor who tries to open anything gets the login prompt (spec section 5). */
  onLoginRequired: () => void;
}

/**
 * The accordion of languages, tiers and sub-levels (spec "Quiz challenge"): locked items disabled
 * and dimmed, completed ones checked, a completed assignment locked. Opening a language or a tier
 * is also choosing it, as far as the welcome's "language > tier > sub-level" goes.
 */
export function QuizSidebar({ progress, signedIn, selection, onSelect, onLoginRequired }: QuizSidebarProps) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const chooseLanguage = (language: QuizLanguage) => {
    if (!signedIn) return onLoginRequired();
    onSelect(selection.language === language ? { language: null, tier: null, subLevel: null } : { language, tier: null, subLevel: null });
  };
  const chooseTier = (language: QuizLanguage, tier: QuizTier) => {
    if (!signedIn) return onLoginRequired();
    onSelect(selection.tier === tier ? { language, tier: null, subLevel: null } : { language, tier, subLevel: null });
  };
  const chooseSubLevel = (language: QuizLanguage, tier: QuizTier, subLevel: QuizSubLevel) => {
    if (!signedIn) return onLoginRequired();
    onSelect({ language, tier, subLevel });
  };

  return (
    <nav aria-label={t`Quiz levels`}>
      {quizLanguages.map((language) => (
        <NavLink
          key={language}
          component="button"
          aria-expanded={signedIn && selection.language === language}
          label={quizLanguageNames[language]}
          opened={signedIn && selection.language === language}
          onChange={() => chooseLanguage(language)}
          active={selection.language === language}
          variant="subtle"
          fw={600}
          childrenOffset="sm"
        >
          {quizTiers.map((tier) => {
            const open = isTierUnlocked(progress, language, tier);
            const name = `${quizLanguageNames[language]} ${i18n._(tierLabels[tier])}`;
            return (
              <NavLink
                key={tier}
                component="button"
                aria-expanded={selection.language === language && selection.tier === tier}
                label={i18n._(tierLabels[tier])}
                aria-label={open ? name : t`${name} (locked)`}
                disabled={!open}
                // Mantine marks a disabled NavLink with data-disabled only; assistive technology needs this.
                aria-disabled={!open || undefined}
                opened={selection.language === language && selection.tier === tier}
                onChange={() => chooseTier(language, tier)}
                rightSection={open ? undefined : <IconLock size={16} aria-hidden />}
                childrenOffset="sm"
              >
                {quizSubLevels.map((sub) => (
                  <SubLevelLink
                    key={sub}
                    name={`${name} ${i18n._(subLevelLabels[sub])}`}
                    label={i18n._(subLevelLabels[sub])}
                    record={progress[language]?.[tier]?.[sub]}
                    assignment={sub === 'assignment'}
                    selectable={isSelectable(progress, language, tier, sub)}
                    active={selection.language === language && selection.tier === tier && selection.subLevel === sub}
                    onClick={() => chooseSubLevel(language, tier, sub)}
                  />
                ))}
              </NavLink>
            );
          })}
        </NavLink>
      ))}
    </nav>
  );
}

interface SubLevelLinkProps {
  name: string;
  label: string;
  record: { completed: boolean; bestScore: number; attempts: number } | undefined;
  assignment: boolean;
  selectable: boolean;
  active: boolean;
  onClick: () => void;
}

function SubLevelLink({ name, label, record, assignment, selectable, active, onClick }: SubLevelLinkProps) {
  const { t } = useLingui();
  const f = useFormat();
  const completed = record?.completed === true;
  const accessibleName = completed
    ? assignment
      ? t`${name} (completed, locked)`
      : t`${name} (completed)`
    : selectable
      ? name
      : t`${name} (locked)`;
  let best: string | null = null;
  if (record) {
    const score = f.number(record.bestScore);
    const total = f.number(quizRules.questionsPerQuiz);
    const attempts = record.attempts;
    best = t`Best ${score}/${total} · ${plural(attempts, { one: '# attempt', other: '# attempts' })}`;
  }
  return (
    <NavLink
      component="button"
      label={label}
      aria-label={accessibleName}
      aria-current={active ? 'true' : undefined}
      description={
        best ? (
          <Text span size="xs" c="dimmed">
            {best}
          </Text>
        ) : undefined
      }
      disabled={!selectable}
      aria-disabled={!selectable || undefined}
      active={active}
      onClick={onClick}
      rightSection={
        completed && assignment ? (
          <IconLock size={16} aria-hidden color="var(--mantine-color-teal-8)" />
        ) : completed ? (
          <IconCircleCheckFilled size={18} aria-hidden color="var(--mantine-color-teal-7)" />
        ) : !selectable ? (
          <IconLock size={16} aria-hidden />
        ) : undefined
      }
    />
  );
}
