/**
 * A pack's "video" is a stream (mp4, m3u8) in production and an animated SVG in the demo. Streams
 * play in <video>; anything else is a picture and goes in <img>, which animates SVG on its own.
 */
export function isStreamVideo(url: string | null | undefined): boolean {
  if (!url) return false;
  return /\.(mp4|m3u8|webm)(?:[?#]|$)/i.test(url);
}
