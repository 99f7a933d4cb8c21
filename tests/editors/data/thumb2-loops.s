@ thumb2-loops.c as arm-none-eabi-gcc 12.2 -O2 -mcpu=cortex-m4 -mthumb -mfloat-abi=hard
@ -mfpu=fpv4-sp-d16 -S prints it (the VS Code e2e test of a Thumb-2 file).
	.cpu cortex-m4
	.arch armv7e-m
	.fpu fpv4-sp-d16
	.eabi_attribute 27, 1
	.eabi_attribute 28, 1
	.eabi_attribute 20, 1
	.eabi_attribute 21, 1
	.eabi_attribute 23, 3
	.eabi_attribute 24, 1
	.eabi_attribute 25, 1
	.eabi_attribute 26, 1
	.eabi_attribute 30, 2
	.eabi_attribute 34, 1
	.eabi_attribute 18, 4
	.file	"thumb2-loops.c"
	.text
	.align	1
	.p2align 2,,3
	.global	dot_q15
	.syntax unified
	.thumb
	.thumb_func
	.type	dot_q15, %function
dot_q15:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	cmp	r2, #0
	ble	.L4
	push	{lr}
	subs	r3, r0, #2
	subs	r1, r1, #2
	add	r2, r3, r2, lsl #1
	movs	r0, #0
.L3:
	ldrh	lr, [r3, #2]!
	ldrh	ip, [r1, #2]!
	cmp	r3, r2
	smlabb	r0, lr, ip, r0
	bne	.L3
	ldr	pc, [sp], #4
.L4:
	movs	r0, #0
	bx	lr
	.size	dot_q15, .-dot_q15
	.align	1
	.p2align 2,,3
	.global	saxpy
	.syntax unified
	.thumb
	.thumb_func
	.type	saxpy, %function
saxpy:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	cmp	r2, #0
	ble	.L11
	add	r2, r1, r2, lsl #2
.L13:
	vldmia.32	r1!, {s14}
	vldr.32	s15, [r0]
	vfma.f32	s15, s14, s0
	cmp	r1, r2
	vstmia.32	r0!, {s15}
	bne	.L13
.L11:
	bx	lr
	.size	saxpy, .-saxpy
	.align	1
	.p2align 2,,3
	.global	sum_bytes
	.syntax unified
	.thumb
	.thumb_func
	.type	sum_bytes, %function
sum_bytes:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	cmp	r1, #0
	ble	.L18
	subs	r3, r0, #1
	add	r1, r1, r3
	movs	r0, #0
.L17:
	ldrb	r2, [r3, #1]!	@ zero_extendqisi2
	cmp	r3, r1
	add	r0, r0, r2
	bne	.L17
	bx	lr
.L18:
	movs	r0, #0
	bx	lr
	.size	sum_bytes, .-sum_bytes
	.ident	"GCC: (15:12.2.rel1-1) 12.2.1 20221205"
