import type { EndpointOutput } from '@oj/sdk'
import { CarouselApi } from '@oj/sdk/api'
import { css, cx } from '@oj/sdk/css'
import { ChevronLeftIcon, ChevronRightIcon } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { useIntl } from 'react-intl'

import { DefaultBanner } from './default-banner.tsx'

/** Spec 1 §9: the carousel turns every 5 s. */
const CAROUSEL_INTERVAL_MS = 5000

type CarouselImage = EndpointOutput<typeof CarouselApi.list>[number]

const frameStyle = css({
  position: 'relative',
  h: { base: '200px', md: '300px' },
  borderRadius: 'card',
  overflow: 'hidden',
  boxShadow: 'card',
  bg: 'bg.muted',
})
const slideStyle = css({
  position: 'absolute',
  inset: '0',
  w: 'full',
  h: 'full',
  objectFit: 'cover',
  opacity: 0,
  transition: 'opacity 0.6s ease',
  '&[data-active=true]': { opacity: 1 },
})
const arrowStyle = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  border: 'none',
  bg: 'rgb(15 23 42 / 0.35)',
  color: 'white',
  cursor: 'pointer',
  opacity: { base: 1, md: 0 },
  transition: 'opacity 0.2s',
  _groupHover: { opacity: 1 },
  _focusVisible: { opacity: 1 },
  _hover: { bg: 'rgb(15 23 42 / 0.55)' },
})
const dotsStyle = css({
  position: 'absolute',
  bottom: '3',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: '2',
})
const dotStyle = css({
  w: '6',
  h: '1',
  p: '0',
  border: 'none',
  borderRadius: 'full',
  bg: 'rgb(255 255 255 / 0.5)',
  cursor: 'pointer',
  '&[aria-current=true]': { bg: 'white' },
})

/**
 * The home carousel (CarouselApi.list); a drawn default banner when there are no images, and while
 * they load or when they cannot be (a banner is no place for an error notice).
 */
export function Carousel(): ReactNode {
  const images = useApiQuery(CarouselApi.list, {}, { quiet: true }).data ?? []
  return <CarouselView images={images} />
}

function CarouselView(props: { readonly images: ReadonlyArray<CarouselImage> }): ReactNode {
  const { images } = props
  const intl = useIntl()
  const [chosen, setChosen] = useState(0)
  // Every choice (a click or the timer) restarts the 5 s, so a click is not overtaken at once.
  const [turn, setTurn] = useState(0)
  const count = images.length
  const active = count ? chosen % count : 0
  const show = (index: number) => {
    setChosen((index + count) % count)
    setTurn((n) => n + 1)
  }
  useEffect(() => {
    if (count < 2) return
    const timer = setTimeout(() => {
      setChosen((i) => (i + 1) % count)
      setTurn((n) => n + 1)
    }, CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [count, turn])

  if (!count)
    return (
      <div className={frameStyle} data-testid="home-carousel">
        <DefaultBanner />
      </div>
    )
  return (
    <div
      className={cx('group', frameStyle)}
      data-testid="home-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'frame.home.carousel.label' })}
    >
      {images.map((image, index) => (
        <img
          key={image.id}
          className={slideStyle}
          src={image.url}
          alt=""
          data-active={index === active}
          aria-hidden={index !== active}
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={cx(arrowStyle, css({ left: '3' }))}
            aria-label={intl.formatMessage({ id: 'frame.home.carousel.previous' })}
            onClick={() => show(active - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={cx(arrowStyle, css({ right: '3' }))}
            aria-label={intl.formatMessage({ id: 'frame.home.carousel.next' })}
            onClick={() => show(active + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className={dotsStyle}>
            {images.map((image, index) => (
              <button
                key={image.id}
                type="button"
                className={dotStyle}
                aria-current={index === active}
                aria-label={intl.formatMessage(
                  { id: 'frame.home.carousel.slide' },
                  { index: index + 1, count },
                )}
                onClick={() => show(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
