#!/bin/sh
# Builds the demo video served by mf-home when the configuration gives no URL:
# a silent 12 s loop of the six English result screenshots (2 s each), in WebM
# (VP9) and MP4 (H.264), plus nothing else. Needs ffmpeg with librsvg.
# Run from the repo root: sh mf-home/scripts/make-video.sh
set -e
dir=mf-home/src/features/home/assets
tmp=$(mktemp -d)
for i in 1 2 3 4 5 6; do
  ffmpeg -loglevel error -y -width 960 -height 640 -i "$dir/screens/en-$i.svg" "$tmp/frame-$i.png"
done
ffmpeg -loglevel error -y -framerate 1/2 -i "$tmp/frame-%d.png" -vf "fps=12,format=yuv420p" \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -an "$dir/demo-video.webm"
ffmpeg -loglevel error -y -framerate 1/2 -i "$tmp/frame-%d.png" -vf "fps=12,format=yuv420p" \
  -c:v libx264 -preset veryslow -crf 30 -tune stillimage -movflags +faststart -an "$dir/demo-video.mp4"
rm -rf "$tmp"
ls -l "$dir"/demo-video.*
