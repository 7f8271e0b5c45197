import { Alert, Button, Group, Image, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { createVoteFormSchema, takenRanks, voteAnswersFromRanks, voteRanks } from '@caskmark/shared/forms/vote';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { ApiError } from '../../../lib/api-client';
import { useVoting } from '../api/get-voting';
import { useSubmitVote } from '../api/submit-vote';
import classes from './vote-dialog.module.css';

type Ranks = Record<string, Record<string, string>>;

/**
 * The vote (spec part 1 §4–§5): every option of every question gets a rank, each rank once per question
 * (taken ranks are disabled; clicking the chosen rank clears it); 'Please select the rating' under each
 * option left without one. Once this NFT voted, or outside the window, the thank-you state shows.
 */
export default function VoteDialog({ votingPublicPk, editionNftPublicPk, title, onClose }: { votingPublicPk: string; editionNftPublicPk: string; title: string; onClose: () => void }) {
  const voting = useVoting(votingPublicPk);
  const submit = useSubmitVote(votingPublicPk);
  const [ranks, setRanks] = useState<Ranks>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const data = voting.data;
  const voted = Boolean(data?.votedEditionNftPublicPks.includes(editionNftPublicPk)) || submit.isSuccess;

  const choose = (questionPk: string, optionPk: string, rank: string) => {
    setRanks((current) => {
      const question = { ...(current[questionPk] ?? {}) };
      if (question[optionPk] === rank) delete question[optionPk];
      else question[optionPk] = rank;
      return { ...current, [questionPk]: question };
    });
    setErrors((current) => ({ ...current, [`${questionPk}:${optionPk}`]: '' }));
  };

  const send = () => {
    if (!data) return;
    const parsed = createVoteFormSchema(data.questions).safeParse({ ranks });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [`${String(issue.path[1])}:${String(issue.path[2])}`, issue.message])));
      return;
    }
    setFailure(null);
    submit.mutate(voteAnswersFromRanks(editionNftPublicPk, ranks), { onError: (error) => setFailure(error instanceof ApiError ? error.messages[0]! : 'Oops, something went wrong.') });
  };

  return (
    <ResponsiveDialog onClose={onClose} size={620}>
      <Stack gap="lg">
        <div>
          <ResponsiveDialogTitle>Vote</ResponsiveDialogTitle>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
        </div>
        {voting.isPending ? <Loader color="cask" size="sm" aria-label="Loading the vote" /> : null}
        {data && voted ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Thank you for voting!">
            Your NFT’s ballot is counted. The results are announced by the producer once voting closes.
          </Alert>
        ) : null}
        {data && !voted && !data.isOpen ? <Alert color="gray">Voting is not open for this release.</Alert> : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {data && !voted && data.isOpen
          ? data.questions.map((question) => {
              const taken = takenRanks(ranks[question.publicPk]);
              return (
                <Stack key={question.publicPk} gap="sm" component="section" aria-label={question.question}>
                  <Title order={3} size="h5">
                    {question.question}
                  </Title>
                  {question.options.map((option) => {
                    const chosen = ranks[question.publicPk]?.[option.publicPk];
                    const error = errors[`${question.publicPk}:${option.publicPk}`];
                    return (
                      <div key={option.publicPk} className={classes.option}>
                        {option.image ? <Image src={option.image} alt="" w={56} h={56} radius="sm" /> : null}
                        <div className={classes.body}>
                          <Text size="sm" fw={600}>
                            {option.description}
                          </Text>
                          <Group gap={6} mt={6} role="group" aria-label={`Rank for ${option.description}`}>
                            {voteRanks(question).map((rank) => (
                              <UnstyledButton
                                key={rank}
                                className={classes.rank}
                                data-active={chosen === rank || undefined}
                                disabled={taken.has(rank) && chosen !== rank}
                                aria-pressed={chosen === rank}
                                aria-label={`Rank ${rank} for ${option.description}`}
                                onClick={() => choose(question.publicPk, option.publicPk, rank)}
                              >
                                {rank}
                              </UnstyledButton>
                            ))}
                          </Group>
                          {error ? (
                            <Text size="xs" c="red.4" mt={4}>
                              {error}
                            </Text>
                          ) : null}
                        </div>
                      </div>
                    );
                  })}
                </Stack>
              );
            })
          : null}
        {data && !voted && data.isOpen ? (
          <Button onClick={send} loading={submit.isPending}>
            Submit vote
          </Button>
        ) : (
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        )}
      </Stack>
    </ResponsiveDialog>
  );
}
