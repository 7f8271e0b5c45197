import { Container, Group, Text, Title } from '@mantine/core';
import type { Brand } from '@caskmark/shared/api/catalogue';
import { ClampedText } from './clamped-text';
import classes from './producer-header.module.css';

/** The producer's banner: hero art, logo, name, where they are and what they make, their story. */
export function ProducerHeader({ brand, releaseCount }: { brand: Brand; releaseCount: number | null }) {
  return (
    <header className={classes.header}>
      <div className={classes.banner}>
        {brand.heroImage ? <img src={brand.heroImage} alt="" width={1600} height={400} fetchPriority="high" className={classes.bannerImage} /> : null}
        <div className={classes.shade} />
      </div>
      <Container size="xl" className={classes.inner}>
        {brand.logo ? (
          <img src={brand.logo} alt={`${brand.name} logo`} width={112} height={112} className={classes.logo} />
        ) : (
          <span className={classes.logo} aria-hidden="true" />
        )}
        <div className={classes.text}>
          <Text className={classes.eyebrow}>Producer</Text>
          <Title order={1} className={classes.name}>
            {brand.name}
          </Title>
          <Group gap="xs" className={classes.facts}>
            {[brand.country, brand.category, releaseCount !== null ? `${releaseCount} ${releaseCount === 1 ? 'release' : 'releases'}` : null]
              .filter(Boolean)
              .map((fact) => (
                <span key={fact} className={classes.fact}>
                  {fact}
                </span>
              ))}
          </Group>
          {brand.description ? <ClampedText text={brand.description} /> : null}
        </div>
      </Container>
    </header>
  );
}
