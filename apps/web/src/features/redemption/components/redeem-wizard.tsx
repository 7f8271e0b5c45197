import { Anchor, Image, Paper, Stack, Stepper, Text, Title, useMatches } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useReducer } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RedeemEligibility } from '@caskmark/shared/api/redemption';
import { faqPath, FAQ_ANCHORS } from '../../content/faq-links';
import { indicatorIndex, INITIAL_REDEEM_STATE, redeemWizardReducer, stepName } from '../lib/redeem-wizard-state';
import { ConfirmAddressStep } from './confirm-address-step';
import { CustomsInfoStep } from './customs-info-step';
import { PaymentStep } from './payment-step';
import { RedeemFormStep } from './redeem-form-step';
import { RedeemInfoStep } from './redeem-info-step';
import { SuccessStep } from './success-step';
import classes from './redeem-wizard.module.css';

const INDICATOR = ['Delivery', 'Details', 'Payment'] as const;

export interface RedeemWizardProps {
  eligibility: RedeemEligibility;
  initialStep: number;
  redeemPublicPk: string | null;
}

/** The redeem wizard (spec part 1 §2): six steps in order, Go Back on each, a 3-circle indicator from step 2, a FAQ link. */
export function RedeemWizard({ eligibility, initialStep, redeemPublicPk }: RedeemWizardProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(redeemWizardReducer, { ...INITIAL_REDEEM_STATE, currentStep: initialStep, redeemPublicPk });
  useEffect(() => {
    if (state.goBack) navigate('/vault');
  }, [state.goBack, navigate]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.currentStep]);
  const step = stepName(state);
  const indicator = indicatorIndex(step);
  // One row at every width (decision 279): labels under the icons until the panel is wide enough beside them.
  const labelPosition = useMatches<'bottom' | 'right'>({ base: 'bottom', md: 'right' }, { getInitialValueInEffect: false });
  const nft = eligibility.editionNftPublicPk;
  return (
    <div className={classes.layout}>
      <aside className={classes.bottle} aria-label="The bottle you are redeeming">
        <Paper withBorder radius="lg" p="md" className={classes.bottleCard}>
          <Image src={eligibility.image} alt={eligibility.productTitle} radius="md" className={classes.image} fallbackSrc="/favicon.svg" />
          <Stack gap={2} mt="sm">
            <Text size="xs" tt="uppercase" c="cask.4" fw={600}>
              {eligibility.brandName}
            </Text>
            <Text fw={600}>{eligibility.productTitle}</Text>
            <Text size="sm" c="dimmed">
              Edition #{eligibility.editionNumber} · {eligibility.bottleSizeMl} ml · {eligibility.abv}% ABV
            </Text>
          </Stack>
        </Paper>
      </aside>
      <section className={classes.main}>
        <Text size="xs" tt="uppercase" c="cask.4" fw={600} className={classes.eyebrow}>
          Redeem
        </Text>
        <Title order={1} className={classes.title}>
          {eligibility.productTitle} <span className={classes.edition}>#{eligibility.editionNumber}</span>
        </Title>
        {indicator !== null ? (
          <Stepper
            active={indicator}
            size="sm"
            color="cask"
            allowNextStepsSelect={false}
            className={classes.indicator}
            aria-label="Redeem progress"
            wrap={false}
            labelPosition={labelPosition}
          >
            {INDICATOR.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.panel}>
          {step === 'RedeemInfo' ? (
            <RedeemInfoStep
              onConfirm={() => dispatch({ type: 'next', from: 'RedeemInfo' })}
              onNo={() => dispatch({ type: 'back' })}
            />
          ) : null}
          {step === 'CustomsInfo' ? <CustomsInfoStep state={state} dispatch={dispatch} abv={eligibility.abv} /> : null}
          {step === 'RedeemForm' ? <RedeemFormStep state={state} dispatch={dispatch} abv={eligibility.abv} /> : null}
          {step === 'ConfirmAddress' ? <ConfirmAddressStep state={state} dispatch={dispatch} editionNftPublicPk={nft} /> : null}
          {step === 'Payment' ? <PaymentStep state={state} dispatch={dispatch} editionNftPublicPk={nft} /> : null}
          {step === 'Success' ? <SuccessStep redeemPublicPk={state.redeemPublicPk} pickup={state.acquireMethod === 'pickup'} /> : null}
        </Paper>
        <Anchor component={Link} to={faqPath(FAQ_ANCHORS.redemption)} target="_blank" rel="noopener" size="sm" className={classes.faq}>
          Questions about redeeming? Read the FAQ <IconExternalLink size={14} aria-hidden="true" />
        </Anchor>
      </section>
    </div>
  );
}
