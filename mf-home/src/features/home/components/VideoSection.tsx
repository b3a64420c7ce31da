import { useEffect, useRef, useState } from 'react';
import { css } from '@linaria/core';
import { Button, Container, Section, getSiteConfig, useReducedMotion, Lead } from 'shared';
import type { BlockProps } from './block';
import { blockSizeClass } from './block-size';
import { centredClass, introClass } from './styles';
import poster from '../assets/video-poster.svg';
import webm from '../assets/demo-video.webm';
import mp4 from '../assets/demo-video.mp4';

const frameClass = css`
  position: relative;
  max-width: 60rem;
  margin: 0 auto var(--space-4);
  aspect-ratio: 16 / 9;
  border-radius: var(--radius-lg);
  overflow: hidden;
  background: var(--color-dark);
  box-shadow: var(--shadow-md);

  & video,
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const fallbackTextClass = css`
  margin: 0 0 var(--space-4);
  color: var(--color-text-muted);
`;

/** Sources of the demo video: the configured URL, or the files this remote serves. */
function videoSources(configured: string): { src: string; type?: string }[] {
  if (configured) return [{ src: configured }];
  return [
    { src: webm, type: 'video/webm' },
    { src: mp4, type: 'video/mp4' },
  ];
}

/** Share of the video that must be on screen for it to play. */
const VISIBLE_TO_PLAY = 0.25;

/**
 * Plays the demo video muted while it is on screen, unless the visitor asked for less motion
 * or paused it; notes when every source fails.
 */
function useDemoVideo(reduced: boolean, sourceList: string) {
  const ref = useRef<HTMLVideoElement>(null);
  // The visitor paused it: it stays paused whatever scrolls past.
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Every source failing fires `error` on the last <source>; it may already
    // have happened before this effect (then networkState says so).
    const fail = () => {
      console.error(`Demo video failed to load: ${sourceList}`);
      setFailed(true);
    };
    if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      fail();
      return;
    }
    const last = video.querySelector('source:last-of-type');
    last?.addEventListener('error', fail);
    // Muted autoplay, started here rather than by an `autoplay` attribute, so a
    // served page never plays before it knows the visitor asked for less motion.
    // It plays only while on screen (decision 022): with `preload="none"` a
    // visitor who never scrolls to it downloads and decodes none of it, and the
    // page's start-up does not share the phone's CPU with a video decoder.
    video.muted = true;
    const play = () =>
      video.play().then(
        () => setPlaying(!video.paused),
        () => setPlaying(false),
      );
    let observer: IntersectionObserver | undefined;
    if (reduced) video.pause();
    else if (typeof IntersectionObserver === 'undefined') void play();
    else {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry || pausedByVisitor.current) return;
          if (entry.isIntersecting) void play();
          else if (!video.paused) video.pause();
        },
        { threshold: VISIBLE_TO_PLAY },
      );
      observer.observe(video);
    }
    return () => {
      observer?.disconnect();
      last?.removeEventListener('error', fail);
    };
  }, [reduced, sourceList]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    pausedByVisitor.current = !video.paused;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return { ref, playing, setPlaying, failed, toggle };
}

export default function VideoSection({ hero, id }: BlockProps) {
  const copy = hero.video;
  const reduced = useReducedMotion();
  const sources = videoSources(getSiteConfig().demoVideoUrl);
  const sourceList = sources.map((s) => s.src).join(', ');
  const { ref, playing, setPlaying, failed, toggle } = useDemoVideo(reduced, sourceList);

  return (
    <Section id={id} aria-labelledby="home-video-title" data-block="video" className={blockSizeClass}>
      <Container className={centredClass}>
        <h2 id="home-video-title">{copy.heading}</h2>
        <Lead className={introClass}>{copy.text}</Lead>
        <div className={frameClass}>
          {failed ? (
            <img src={poster} alt={copy.posterAlt} width={960} height={540} data-testid="video-poster" />
          ) : (
            <video
              ref={ref}
              poster={poster}
              muted
              loop
              playsInline
              preload="none"
              width={960}
              height={540}
              aria-label={copy.posterAlt}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              data-testid="demo-video"
            >
              {sources.map((s) => (
                <source key={s.src} src={s.src} type={s.type} />
              ))}
              {copy.fallback}
            </video>
          )}
        </div>
        {failed ? (
          <p className={fallbackTextClass} data-testid="video-fallback">
            {copy.fallback}
          </p>
        ) : (
          <Button variant="secondary" onClick={toggle} data-testid="video-toggle">
            {playing ? copy.pause : copy.play}
          </Button>
        )}
      </Container>
    </Section>
  );
}
